import type { SeedTest } from './types';

export const catQuantLogicalReasoning: SeedTest = {
  title: 'CAT Quant & Logical Reasoning',
  subject: 'Quantitative Aptitude',
  examType: 'MBA Entrance',
  level: 'hard',
  type: 'Free',
  price: 0,
  duration: 40,
  targetExams: ['CAT'],
  questions: [
    {
      questionText: 'How many positive divisors does 720 have?',
      options: ['24', '28', '30', '36'],
      correctOption: 2,
      explanation: '720 = 2⁴ × 3² × 5, so the number of divisors is (4 + 1)(2 + 1)(1 + 1) = 30.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText: 'How many zeros are there at the end of 100! (100 factorial)?',
      options: ['20', '25', '22', '24'],
      correctOption: 3,
      explanation:
        'Each trailing zero needs a factor 5 (twos are plentiful). Count of 5s = ⌊100/5⌋ + ⌊100/25⌋ = 20 + 4 = 24.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText: 'What is the remainder when 2¹⁰⁰ is divided by 7?',
      options: ['2', '1', '4', '3'],
      correctOption: 0,
      explanation: '2³ = 8 leaves remainder 1 on division by 7. 2¹⁰⁰ = (2³)³³ × 2, so the remainder is 1 × 2 = 2.',
      subject: 'Quantitative Aptitude',
      level: 'hard',
    },
    {
      questionText: 'If log₂ x + log₄ x = 6, then x equals:',
      options: ['8', '16', '32', '64'],
      correctOption: 1,
      explanation: 'log₄ x = (1/2) log₂ x, so (3/2) log₂ x = 6. Then log₂ x = 4 and x = 2⁴ = 16.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'Two cars start at the same time from towns P and Q, 300 km apart, and drive towards each other at 40 km/h and 60 km/h respectively. After they meet, how long does the car from P take to reach Q?',
      options: ['3 hours', '2 hours', '4.5 hours', '5 hours'],
      correctOption: 2,
      explanation:
        'They meet after 300/(40 + 60) = 3 hours, when the car from P has covered 120 km. It still has 180 km to go at 40 km/h, which takes 180/40 = 4.5 hours.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'Pipes A and B can fill a tank in 20 minutes and 30 minutes respectively, while pipe C can empty the full tank in 15 minutes. If all three are opened together on an empty tank, it will be full in:',
      options: ['45 minutes', '60 minutes', '30 minutes', '90 minutes'],
      correctOption: 1,
      explanation:
        'Net rate = 1/20 + 1/30 − 1/15 = (3 + 2 − 4)/60 = 1/60 of the tank per minute, so the tank fills in 60 minutes.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText: 'For how many integer values of k does the equation x² + kx + 9 = 0 have no real roots?',
      options: ['10', '12', '11', '13'],
      correctOption: 2,
      explanation:
        'No real roots means the discriminant k² − 36 < 0, i.e. −6 < k < 6. The integers −5, −4, …, 5 give 11 values.',
      subject: 'Quantitative Aptitude',
      level: 'hard',
    },
    {
      questionText:
        'A circle is inscribed in a triangle with sides 13 cm, 14 cm and 15 cm. The radius of the circle is:',
      options: ['4 cm', '3.5 cm', '6 cm', '4.5 cm'],
      correctOption: 0,
      explanation:
        's = (13 + 14 + 15)/2 = 21 and, by Heron’s formula, area = √(21 × 8 × 7 × 6) = √7056 = 84 cm². The inradius is area/s = 84/21 = 4 cm.',
      subject: 'Quantitative Aptitude',
      level: 'hard',
    },
    {
      questionText: 'How many diagonals does a convex polygon with 12 sides have?',
      options: ['54', '66', '48', '60'],
      correctOption: 0,
      explanation: 'Number of diagonals = n(n − 3)/2 = 12 × 9/2 = 54.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText: 'A’s income is 25% more than B’s. By what percentage is B’s income less than A’s?',
      options: ['25%', '15%', '22.5%', '20%'],
      correctOption: 3,
      explanation: 'If B earns 100, A earns 125. B is less by 25/125 × 100 = 20%.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'A committee of 3 men and 2 women is to be chosen from 6 men and 5 women. In how many ways can this be done?',
      options: ['150', '462', '120', '200'],
      correctOption: 3,
      explanation: '⁶C₃ × ⁵C₂ = 20 × 10 = 200.',
      subject: 'Quantitative Aptitude',
      level: 'medium',
    },
    {
      questionText:
        'P, Q, R and S each own exactly one different vehicle: a car, a bike, a scooter or a cycle. P owns neither the car nor the bike. Q owns the scooter. R does not own the cycle. S does not own the car. Who owns the car?',
      options: ['P', 'Q', 'S', 'R'],
      correctOption: 3,
      explanation:
        'Q has the scooter, so P (no car, no bike) must have the cycle. The car and bike remain for R and S; S cannot have the car, so S has the bike and R has the car.',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText:
        'Exactly one of A, B and C is a thief, and exactly one of the following statements is true. A: "I am not the thief." B: "A is the thief." C: "B is not the thief." Who is the thief?',
      options: ['A', 'B', 'C', 'Cannot be determined'],
      correctOption: 1,
      explanation:
        'If A were the thief, B and C would both be telling the truth; if C were the thief, A and C would both be telling the truth. Only if B is the thief is exactly one statement (A’s) true.',
      subject: 'Reasoning',
      level: 'hard',
    },
    {
      questionText:
        'A cube painted on all six faces is cut into 64 identical smaller cubes. How many of the small cubes have paint on exactly two faces?',
      options: ['8', '16', '24', '32'],
      correctOption: 2,
      explanation:
        'The cube is cut 4 × 4 × 4. Cubes with exactly two painted faces lie along the 12 edges, excluding the corners: 12 × (4 − 2) = 24.',
      subject: 'Reasoning',
      level: 'medium',
    },
    {
      questionText:
        'Statements: If it rains, the match is cancelled. The match was not cancelled. Which conclusion follows?',
      options: ['It did not rain', 'It rained', 'The match was played indoors', 'Nothing can be concluded'],
      correctOption: 0,
      explanation:
        'From "if P then Q" and "not Q" we can conclude "not P" (the contrapositive). Since the match was not cancelled, it did not rain.',
      subject: 'Reasoning',
      level: 'medium',
    },
  ],
};
