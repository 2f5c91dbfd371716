import type { SeedTest } from './types';

export const sscCglReasoningEnglish: SeedTest = {
  title: 'SSC CGL Reasoning & English',
  subject: 'Reasoning & English',
  examType: 'SSC',
  level: 'easy',
  type: 'Free',
  price: 0,
  duration: 20,
  targetExams: ['SSC CGL'],
  questions: [
    {
      questionText: 'Find the next number in the series: 2, 6, 12, 20, 30, ?',
      options: ['40', '44', '42', '36'],
      correctOption: 2,
      explanation:
        'The terms are 1×2, 2×3, 3×4, 4×5 and 5×6, so the next is 6×7 = 42 (the differences 4, 6, 8, 10 continue with 12).',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText: 'Doctor : Hospital :: Teacher : ?',
      options: ['Student', 'Book', 'School', 'Chalk'],
      correctOption: 2,
      explanation: 'A doctor works in a hospital; in the same way a teacher works in a school.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText: 'Find the odd one out: 121, 144, 169, 180',
      options: ['121', '144', '169', '180'],
      correctOption: 3,
      explanation: '121 = 11², 144 = 12² and 169 = 13² are perfect squares; 180 is not a perfect square.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText: 'If CAT is coded as DBU, how is DOG coded in the same language?',
      options: ['EPG', 'EPH', 'FPH', 'DPH'],
      correctOption: 1,
      explanation: 'Each letter is replaced by the next letter: C→D, A→B, T→U. So D→E, O→P and G→H, giving EPH.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText:
        'Pointing to a boy, Riya (a woman) says, "His mother is the only daughter of my mother." How is the boy related to Riya?',
      options: ['Brother', 'Nephew', 'Cousin', 'Son'],
      correctOption: 3,
      explanation: 'The only daughter of Riya’s mother is Riya herself, so the boy’s mother is Riya and he is her son.',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText:
        'Ravi walks 4 km towards the north, turns right and walks 3 km. How far is he from his starting point?',
      options: ['7 km', '5 km', '1 km', '6 km'],
      correctOption: 1,
      explanation:
        'Turning right from north means walking east. The straight-line distance is √(4² + 3²) = √25 = 5 km.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText:
        'Meera is facing north. She turns 90° clockwise and then 180° anticlockwise. Which direction is she facing now?',
      options: ['West', 'East', 'South', 'North'],
      correctOption: 0,
      explanation: 'Turning 90° clockwise from north leaves her facing east; a further 180° turn makes her face west.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText: 'Which letter is 7th to the right of the 12th letter from the left in the English alphabet?',
      options: ['R', 'T', 'Q', 'S'],
      correctOption: 3,
      explanation: 'The 12th letter is L. Counting 7 places to its right gives the 19th letter, S.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText: 'If 1 January of a non-leap year is a Monday, what day of the week is 1 March of that year?',
      options: ['Wednesday', 'Thursday', 'Friday', 'Tuesday'],
      correctOption: 1,
      explanation:
        'From 1 January to 1 March there are 31 + 28 = 59 days. 59 = 8 weeks + 3 days, so 1 March falls 3 days after Monday, on a Thursday.',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText: 'In a row of 40 students, Amit is 15th from the left end. What is his position from the right end?',
      options: ['26th', '25th', '24th', '27th'],
      correctOption: 0,
      explanation: 'Position from the right = total − position from the left + 1 = 40 − 15 + 1 = 26th.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText: 'Choose the word most similar in meaning to ABUNDANT.',
      options: ['Plentiful', 'Scarce', 'Rare', 'Meagre'],
      correctOption: 0,
      explanation:
        'Abundant means existing in large quantities, i.e. plentiful. Scarce, rare and meagre mean the opposite.',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Choose the word opposite in meaning to BENEVOLENT.',
      options: ['Kind', 'Generous', 'Charitable', 'Malevolent'],
      correctOption: 3,
      explanation: 'Benevolent means well-meaning and kind; malevolent means wishing harm to others.',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Fill in the blank: She has been living in Pune ____ 2015.',
      options: ['for', 'from', 'since', 'by'],
      correctOption: 2,
      explanation:
        '"Since" is used with a point in time in the perfect continuous tense; "for" is used with a period of time, as in "for ten years".',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Choose the one word for: "a person who cannot be corrected or reformed".',
      options: ['Incorrigible', 'Invincible', 'Indelible', 'Inevitable'],
      correctOption: 0,
      explanation:
        'Incorrigible means not able to be corrected. Invincible means unbeatable, indelible means impossible to erase, and inevitable means impossible to avoid.',
      subject: 'English',
      level: 'medium',
    },
    {
      questionText: 'Choose the correct meaning of the idiom "to bite the bullet".',
      options: [
        'To speak rudely to someone',
        'To face an unpleasant situation bravely',
        'To take revenge on an enemy',
        'To avoid a responsibility',
      ],
      correctOption: 1,
      explanation: 'To bite the bullet is to accept and face something difficult or unpleasant that cannot be avoided.',
      subject: 'English',
      level: 'medium',
    },
    {
      questionText: 'Choose the correctly spelt word.',
      options: ['Accomodate', 'Acommodate', 'Accomadate', 'Accommodate'],
      correctOption: 3,
      explanation: 'The correct spelling has a double "c" and a double "m": accommodate.',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Fill in the blank: He is senior ____ me by two years.',
      options: ['to', 'than', 'from', 'over'],
      correctOption: 0,
      explanation:
        'Comparative words of Latin origin such as senior, junior, superior and inferior take "to", not "than".',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Choose the correct passive form of: "The chef cooked a delicious meal."',
      options: [
        'A delicious meal is cooked by the chef.',
        'A delicious meal has been cooked by the chef.',
        'A delicious meal was cooked by the chef.',
        'A delicious meal was being cooked by the chef.',
      ],
      correctOption: 2,
      explanation:
        'The simple past active "cooked" becomes "was + past participle" in the passive: "A delicious meal was cooked by the chef."',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Choose the correct indirect speech of: He said, "I am tired."',
      options: [
        'He said that I am tired.',
        'He said that he was tired.',
        'He said that he has been tired.',
        'He told that he had been tired.',
      ],
      correctOption: 1,
      explanation:
        'With a past reporting verb the present tense shifts to the past (am → was), and the pronoun changes to match the speaker (I → he).',
      subject: 'English',
      level: 'medium',
    },
    {
      questionText: 'Choose the correct meaning of the idiom "once in a blue moon".',
      options: ['Very often', 'At midnight', 'Very rarely', 'Every month'],
      correctOption: 2,
      explanation: '"Once in a blue moon" means very rarely.',
      subject: 'English',
      level: 'easy',
    },
  ],
};
