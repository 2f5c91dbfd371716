export type SeedQuestion = {
  questionText: string;
  options: [string, string, string, string];
  correctOption: 0 | 1 | 2 | 3; // 0-based index into options
  explanation: string; // 1-3 sentences: why the answer is right (show the working for numericals)
  subject: string;
  level: 'easy' | 'medium' | 'hard';
};

export type SeedTest = {
  title: string;
  subject: string;
  examType: string; // e.g. 'Engineering Entrance', 'Medical Entrance', 'SSC', 'Banking', 'Civil Services', 'GATE', 'MBA Entrance', 'Railways'
  level: 'easy' | 'medium' | 'hard';
  type: 'Free' | 'Paid';
  price: number; // rupees; 0 for Free
  duration: number; // minutes
  targetExams: string[]; // names, exactly as in apps/server/src/seed/target-exams.ts
  questions: SeedQuestion[];
};
