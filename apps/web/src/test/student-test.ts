import type { StudentTest } from '@mockprep/contract';

/** A free, active test as the catalogue sends it to a student who never attempted it; `extra` changes any field. */
export const studentTest = (extra: Partial<StudentTest> = {}): StudentTest => ({
  _id: '0190a5f2-0000-7000-8000-0000000000aa',
  title: 'JEE Physics Mock',
  subject: 'Physics',
  examType: 'JEE',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 60,
  questionCount: 30,
  targetExams: [],
  targetExam: null,
  isActive: true,
  hasAccess: true,
  mine: { running: null, submitted: null },
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
