import type { SeedTest } from './types';

export const ibpsPoPrelimsMiniMock: SeedTest = {
  title: 'IBPS PO Prelims Mini Mock',
  subject: 'Banking Aptitude',
  examType: 'Banking',
  level: 'medium',
  type: 'Paid',
  price: 49,
  duration: 30,
  targetExams: ['IBPS PO', 'SBI Clerk'],
  questions: [
    {
      questionText: 'Find the value of ?: 35% of 240 + 18² − ? = 350',
      options: ['58', '62', '48', '68'],
      correctOption: 0,
      explanation: '35% of 240 = 84 and 18² = 324. 84 + 324 = 408, so ? = 408 − 350 = 58.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText: 'Find the next term in the series: 5, 11, 23, 47, 95, ?',
      options: ['189', '193', '190', '191'],
      correctOption: 3,
      explanation: 'Each term is twice the previous term plus 1: 95 × 2 + 1 = 191.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText:
        'By selling an article for ₹1,150, a trader gains 15%. At what price should he sell it to gain 25%?',
      options: ['₹1,300', '₹1,250', '₹1,275', '₹1,200'],
      correctOption: 1,
      explanation: 'CP = 1150/1.15 = ₹1,000. For a 25% gain, SP = 1000 × 1.25 = ₹1,250.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'The ratio of the present ages of A and B is 4 : 5. After 6 years the ratio will be 5 : 6. What is A’s present age?',
      options: ['30 years', '20 years', '24 years', '28 years'],
      correctOption: 2,
      explanation: '(4x + 6)/(5x + 6) = 5/6 gives 24x + 36 = 25x + 30, so x = 6 and A’s age = 4 × 6 = 24 years.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'A invests ₹30,000 for 12 months and B invests ₹40,000 for 6 months in a business. Out of a total profit of ₹15,000, B’s share is:',
      options: ['₹9,000', '₹7,500', '₹8,000', '₹6,000'],
      correctOption: 3,
      explanation:
        'Profit ratio = 30,000 × 12 : 40,000 × 6 = 3,60,000 : 2,40,000 = 3 : 2. B gets 2/5 × 15,000 = ₹6,000.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'I. x² − 7x + 12 = 0   II. y² − 9y + 20 = 0. Which relationship between x and y is true for all the roots?',
      options: ['x > y', 'x ≤ y', 'x ≥ y', 'Relationship cannot be established'],
      correctOption: 1,
      explanation: 'x = 3 or 4 and y = 4 or 5. Every pair gives x < y except x = y = 4, so x ≤ y always holds.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'A bag contains 4 red and 5 blue balls. Two balls are drawn at random without replacement. The probability that both are red is:',
      options: ['1/6', '16/81', '2/9', '1/3'],
      correctOption: 0,
      explanation: 'P = ⁴C₂/⁹C₂ = 6/36 = 1/6.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText: 'Statements: P > Q ≥ R = S; S < T. Conclusions: I. P > S   II. T > R',
      options: [
        'Only conclusion I follows',
        'Only conclusion II follows',
        'Both conclusions I and II follow',
        'Neither conclusion follows',
      ],
      correctOption: 2,
      explanation: 'P > Q ≥ R = S gives P > S, so I follows. R = S < T gives T > R, so II follows as well.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText:
        'Statements: All pens are books. Some books are bags. Conclusions: I. Some pens are bags.   II. Some bags are books.',
      options: [
        'Only conclusion I follows',
        'Only conclusion II follows',
        'Both conclusions I and II follow',
        'Neither conclusion follows',
      ],
      correctOption: 1,
      explanation:
        '"Some books are bags" can be converted to "Some bags are books", so II follows. The books that are bags need not include any pen, so I does not follow.',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText:
        'Five friends A, B, C, D and E sit in a row facing north. C sits in the middle. A sits immediately to the left of C. B sits at the extreme right end. E sits immediately to the left of A. Who sits between C and B?',
      options: ['A', 'E', 'D', 'No one'],
      correctOption: 2,
      explanation: 'From left to right the order is E, A, C, D, B, so D sits between C and B.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText:
        'In a certain code, "sky is blue" is written as "ka la mo", "blue sea water" as "mo ri tu" and "water is cold" as "tu ka se". What is the code for "sky"?',
      options: ['ka', 'mo', 'tu', 'la'],
      correctOption: 3,
      explanation:
        '"blue" is common to the first two sentences, so blue = mo; "is" is common to the first and third, so is = ka. The remaining code in the first sentence, la, means "sky".',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText:
        'Among P, Q, R, S and T, P is taller than Q but shorter than R. T is the tallest. S is shorter than Q. Who is the second tallest?',
      options: ['R', 'P', 'Q', 'S'],
      correctOption: 0,
      explanation: 'The order of height is T > R > P > Q > S, so R is the second tallest.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText:
        'Point A is 10 m west of point B. Point C is 10 m south of B, and point D is 10 m east of C. In which direction is A from D?',
      options: ['South-west', 'North-east', 'West', 'North-west'],
      correctOption: 3,
      explanation:
        'Put B at (0, 0): A = (−10, 0), C = (0, −10) and D = (10, −10). From D, A is 20 m to the west and 10 m to the north, i.e. north-west.',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText: 'A is the son of B. C is B’s sister. D is C’s father. How is A related to D?',
      options: ['Son', 'Nephew', 'Grandson', 'Grandfather'],
      correctOption: 2,
      explanation: 'D is the father of C and so also of C’s sibling B. A is B’s son, so A is D’s grandson.',
      subject: 'Reasoning',
      level: 'easy',
    },
    {
      questionText:
        'Identify the part of the sentence that contains an error: "Each of the students / have submitted / the assignment / on time."',
      options: ['Each of the students', 'have submitted', 'the assignment', 'on time'],
      correctOption: 1,
      explanation:
        '"Each" is singular and takes a singular verb: "Each of the students has submitted the assignment on time."',
      subject: 'English',
      level: 'medium',
    },
    {
      questionText: 'Choose the word that best fills the blank: The manager’s ____ remarks offended the whole team.',
      options: ['laudatory', 'complimentary', 'derogatory', 'conciliatory'],
      correctOption: 2,
      explanation:
        'Remarks that offend are derogatory (disrespectful). Laudatory and complimentary mean praising, and conciliatory means meant to make peace.',
      subject: 'English',
      level: 'medium',
    },
    {
      questionText: 'Choose the word most similar in meaning to METICULOUS.',
      options: ['Careless', 'Hasty', 'Indifferent', 'Thorough'],
      correctOption: 3,
      explanation: 'Meticulous means showing great attention to detail, i.e. very careful and thorough.',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText: 'Choose the word opposite in meaning to OBSCURE.',
      options: ['Clear', 'Vague', 'Hidden', 'Dim'],
      correctOption: 0,
      explanation:
        'Obscure means not clear or hard to understand, so its opposite is clear. Vague, hidden and dim are close in meaning to obscure.',
      subject: 'English',
      level: 'easy',
    },
    {
      questionText:
        'Choose the best replacement for the part in capitals: "Hardly had he reached the station THAN THE TRAIN LEFT."',
      options: ['when the train left', 'then the train left', 'that the train left', 'No improvement'],
      correctOption: 0,
      explanation:
        '"Hardly" (like "scarcely") is followed by "when", not "than"; it is "no sooner" that pairs with "than".',
      subject: 'English',
      level: 'medium',
    },
    {
      questionText: 'Choose the correct meaning of the idiom "to turn over a new leaf".',
      options: [
        'To start reading a new book',
        'To change one’s behaviour for the better',
        'To waste time on trifles',
        'To plant trees',
      ],
      correctOption: 1,
      explanation: 'To turn over a new leaf means to make a fresh start and improve one’s conduct.',
      subject: 'English',
      level: 'easy',
    },
  ],
};
