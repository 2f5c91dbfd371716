import type { SeedTest } from './types';

export const upscPrelimsGeneralStudies: SeedTest = {
  title: 'UPSC Prelims General Studies - Polity, History, Geography',
  subject: 'General Studies',
  examType: 'Civil Services',
  level: 'hard',
  type: 'Paid',
  price: 299,
  duration: 40,
  targetExams: ['UPSC CSE Prelims'],
  questions: [
    {
      questionText:
        'The idea of the Directive Principles of State Policy in the Constitution of India was borrowed from the Constitution of:',
      options: ['the United States', 'Ireland', 'Canada', 'the United Kingdom'],
      correctOption: 1,
      explanation:
        'The Directive Principles in Part IV were modelled on the Irish Constitution of 1937. Judicial review and the Fundamental Rights drew on the US, and the federal scheme with a strong Centre on Canada.',
      subject: 'Indian Polity',
      level: 'easy',
    },
    {
      questionText:
        'Which Article of the Constitution of India abolishes untouchability and forbids its practice in any form?',
      options: ['Article 14', 'Article 21', 'Article 17', 'Article 32'],
      correctOption: 2,
      explanation:
        'Article 17 abolishes untouchability, and enforcing any disability arising from it is an offence punishable by law. Article 14 is equality before law, 21 is life and personal liberty, and 32 is constitutional remedies.',
      subject: 'Indian Polity',
      level: 'medium',
    },
    {
      questionText:
        'Which of the following is NOT a Fundamental Right under Part III of the Constitution as it stands today?',
      options: [
        'Right to equality',
        'Right to freedom of religion',
        'Cultural and educational rights',
        'Right to property',
      ],
      correctOption: 3,
      explanation:
        'The 44th Amendment Act, 1978 removed the right to property from Part III; it is now a constitutional (legal) right under Article 300A.',
      subject: 'Indian Polity',
      level: 'medium',
    },
    {
      questionText: 'If a question arises whether a Bill is a Money Bill, whose decision on it is final?',
      options: [
        'The President of India',
        'The Speaker of the Lok Sabha',
        'The Chairman of the Rajya Sabha',
        'The Union Finance Minister',
      ],
      correctOption: 1,
      explanation:
        'Under Article 110(3), the decision of the Speaker of the Lok Sabha on whether a Bill is a Money Bill is final.',
      subject: 'Indian Polity',
      level: 'medium',
    },
    {
      questionText:
        'Under the Constitution, the gap between the last sitting of one session of Parliament and the first sitting of the next session must be less than:',
      options: ['three months', 'four months', 'six months', 'one year'],
      correctOption: 2,
      explanation:
        'Article 85 provides that six months shall not intervene between the last sitting of one session and the first sitting of the next, so Parliament meets at least twice a year.',
      subject: 'Indian Polity',
      level: 'hard',
    },
    {
      questionText: 'The electoral college that elects the President of India consists of:',
      options: [
        'the elected members of both Houses of Parliament and of the Legislative Assemblies of the States (including Delhi and Puducherry)',
        'all members of both Houses of Parliament only',
        'the elected members of the Lok Sabha and of the State Legislative Assemblies only',
        'the elected members of both Houses of Parliament and of the State Legislative Councils',
      ],
      correctOption: 0,
      explanation:
        'Under Article 54 the President is elected by the elected members of both Houses of Parliament and of the State Legislative Assemblies; the 70th Amendment (1992) added the Assemblies of Delhi and Puducherry. Nominated members and members of Legislative Councils do not vote.',
      subject: 'Indian Polity',
      level: 'hard',
    },
    {
      questionText: 'The 73rd Constitutional Amendment Act, 1992 is related to:',
      options: [
        'Panchayati Raj institutions',
        'Municipalities',
        'The anti-defection law',
        'The Goods and Services Tax',
      ],
      correctOption: 0,
      explanation:
        'The 73rd Amendment added Part IX on Panchayats. Municipalities came with the 74th Amendment, the anti-defection law with the 52nd and GST with the 101st.',
      subject: 'Indian Polity',
      level: 'easy',
    },
    {
      questionText:
        'President’s Rule in a State, on the failure of the constitutional machinery there, is imposed under:',
      options: ['Article 352', 'Article 360', 'Article 370', 'Article 356'],
      correctOption: 3,
      explanation:
        'Article 356 provides for President’s Rule in a State. Article 352 deals with a national emergency and Article 360 with a financial emergency.',
      subject: 'Indian Polity',
      level: 'medium',
    },
    {
      questionText: 'Who founded the Servants of India Society in 1905?',
      options: ['Bal Gangadhar Tilak', 'Dadabhai Naoroji', 'Gopal Krishna Gokhale', 'Lala Lajpat Rai'],
      correctOption: 2,
      explanation:
        'Gopal Krishna Gokhale founded the Servants of India Society at Pune in 1905 to train dedicated workers for national service.',
      subject: 'History',
      level: 'medium',
    },
    {
      questionText: 'Which Harappan site is best known for a brick-lined dockyard?',
      options: ['Lothal', 'Kalibangan', 'Harappa', 'Banawali'],
      correctOption: 0,
      explanation:
        'Lothal in Gujarat has a large brick-lined basin generally interpreted as a dockyard, evidence of the maritime trade of the Harappans.',
      subject: 'History',
      level: 'easy',
    },
    {
      questionText: 'Ashoka’s remorse over the Kalinga war is recorded in which of his inscriptions?',
      options: ['Pillar Edict VII', 'Major Rock Edict XIII', 'Minor Rock Edict I', 'Rummindei Pillar Inscription'],
      correctOption: 1,
      explanation:
        'Major Rock Edict XIII describes the conquest of Kalinga, the suffering it caused, and Ashoka’s turn from conquest by war to conquest by dhamma.',
      subject: 'History',
      level: 'hard',
    },
    {
      questionText: 'Mahatma Gandhi withdrew the Non-Cooperation Movement in February 1922 following:',
      options: [
        'the Jallianwala Bagh massacre',
        'the arrival of the Simon Commission',
        'the Moplah rebellion',
        'the Chauri Chaura incident',
      ],
      correctOption: 3,
      explanation:
        'At Chauri Chaura (Gorakhpur district) a crowd set fire to a police station, killing the policemen inside. Gandhi called off the movement because it had turned violent.',
      subject: 'History',
      level: 'medium',
    },
    {
      questionText: 'The Permanent Settlement of Bengal (1793) was introduced by:',
      options: ['Lord Wellesley', 'Warren Hastings', 'Lord Cornwallis', 'Lord Dalhousie'],
      correctOption: 2,
      explanation:
        'Lord Cornwallis introduced the Permanent Settlement in 1793, fixing the land revenue demand on the zamindars permanently.',
      subject: 'History',
      level: 'medium',
    },
    {
      questionText:
        'The Purna Swaraj (complete independence) resolution was adopted at which session of the Indian National Congress?',
      options: ['Lahore, 1929', 'Karachi, 1931', 'Lucknow, 1916', 'Calcutta, 1928'],
      correctOption: 0,
      explanation:
        'The Lahore session of December 1929, presided over by Jawaharlal Nehru, adopted Purna Swaraj as the goal, and 26 January 1930 was observed as Independence Day.',
      subject: 'History',
      level: 'medium',
    },
    {
      questionText: 'The Vijayanagara Empire was founded in 1336 by:',
      options: ['Krishnadeva Raya', 'Harihara and Bukka', 'Deva Raya II', 'Alauddin Hasan Bahman Shah'],
      correctOption: 1,
      explanation:
        'Harihara I and Bukka of the Sangama dynasty founded Vijayanagara in 1336. Krishnadeva Raya (Tuluva dynasty) ruled much later, and Alauddin Hasan Bahman Shah founded the rival Bahmani kingdom.',
      subject: 'History',
      level: 'medium',
    },
    {
      questionText: 'The Tropic of Cancer does NOT pass through which of these States?',
      options: ['Tripura', 'Jharkhand', 'Mizoram', 'Odisha'],
      correctOption: 3,
      explanation:
        'The Tropic of Cancer passes through Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. Odisha lies entirely to its south.',
      subject: 'Geography',
      level: 'hard',
    },
    {
      questionText: 'Which of these rivers flows westward through a rift valley into the Arabian Sea?',
      options: ['Narmada', 'Godavari', 'Krishna', 'Mahanadi'],
      correctOption: 0,
      explanation:
        'The Narmada flows west through a rift valley between the Vindhya and Satpura ranges into the Arabian Sea. The Godavari, Krishna and Mahanadi drain east into the Bay of Bengal.',
      subject: 'Geography',
      level: 'medium',
    },
    {
      questionText: 'Which mountain pass connects Srinagar with Leh?',
      options: ['Shipki La', 'Zoji La', 'Nathu La', 'Bomdi La'],
      correctOption: 1,
      explanation:
        'Zoji La links the Kashmir valley with Ladakh on the Srinagar–Leh road. Shipki La is in Himachal Pradesh, Nathu La in Sikkim and Bomdi La in Arunachal Pradesh.',
      subject: 'Geography',
      level: 'medium',
    },
    {
      questionText: 'Anai Mudi, the highest peak of peninsular India, is located in:',
      options: ['Tamil Nadu', 'Karnataka', 'Kerala', 'Maharashtra'],
      correctOption: 2,
      explanation: 'Anai Mudi (2,695 m) is in the Anaimalai Hills of the Western Ghats, in Kerala.',
      subject: 'Geography',
      level: 'medium',
    },
    {
      questionText: 'The repo rate is the rate at which:',
      options: [
        'commercial banks lend to their most creditworthy customers',
        'commercial banks park their surplus funds with the RBI',
        'the government borrows from the public through bonds',
        'the RBI lends short-term funds to commercial banks against government securities',
      ],
      correctOption: 3,
      explanation:
        'In a repurchase agreement the RBI lends to banks against eligible securities that the banks agree to buy back; the interest charged is the repo rate. Funds that banks park with the RBI earn the reverse repo or standing deposit facility rate instead.',
      subject: 'Economics',
      level: 'medium',
    },
  ],
};
