import type { SeedTest } from './types';

export const dailyQuizGeneralAwareness: SeedTest = {
  title: 'Daily Quiz - General Awareness',
  subject: 'General Awareness',
  examType: 'SSC',
  level: 'easy',
  type: 'Free',
  price: 0,
  duration: 10,
  targetExams: ['SSC CGL', 'RRB NTPC', 'IBPS PO', 'SBI Clerk', 'UPSC CSE Prelims'],
  questions: [
    {
      questionText: 'Which Indian State has the longest coastline?',
      options: ['Tamil Nadu', 'Andhra Pradesh', 'Gujarat', 'Maharashtra'],
      correctOption: 2,
      explanation:
        'Gujarat has the longest coastline of any Indian State, along the Arabian Sea including the Gulfs of Kachchh and Khambhat.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'Where is the central office (headquarters) of the Reserve Bank of India?',
      options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
      correctOption: 0,
      explanation:
        'The RBI was set up in 1935 with its central office in Calcutta, which moved permanently to Mumbai (then Bombay) in 1937.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'Who wrote "Gitanjali", for which the Nobel Prize in Literature was awarded in 1913?',
      options: ['Bankim Chandra Chattopadhyay', 'Rabindranath Tagore', 'Sarojini Naidu', 'Munshi Premchand'],
      correctOption: 1,
      explanation:
        'Rabindranath Tagore received the 1913 Nobel Prize in Literature, largely for the English Gitanjali, becoming the first Asian Nobel laureate.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'What is the currency of Japan?',
      options: ['Yuan', 'Won', 'Ringgit', 'Yen'],
      correctOption: 3,
      explanation:
        'Japan’s currency is the yen. The yuan is China’s, the won South Korea’s and the ringgit Malaysia’s currency.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'Which organ of the human body produces bile?',
      options: ['Gall bladder', 'Liver', 'Pancreas', 'Stomach'],
      correctOption: 1,
      explanation: 'Bile is produced by the liver; the gall bladder only stores and concentrates it.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'The national song "Vande Mataram" was written by:',
      options: ['Bankim Chandra Chattopadhyay', 'Rabindranath Tagore', 'Muhammad Iqbal', 'Subramania Bharati'],
      correctOption: 0,
      explanation:
        'Vande Mataram appears in Bankim Chandra Chattopadhyay’s novel Anandamath (1882). Rabindranath Tagore wrote the national anthem, Jana Gana Mana.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'Which river is popularly called the "Dakshin Ganga" (Ganga of the South)?',
      options: ['Krishna', 'Kaveri', 'Godavari', 'Narmada'],
      correctOption: 2,
      explanation: 'The Godavari, the longest river of peninsular India, is popularly called the Dakshin Ganga.',
      subject: 'General Awareness',
      level: 'medium',
    },
    {
      questionText: 'The snake-boat race "Vallam Kali" is mainly associated with which festival of Kerala?',
      options: ['Pongal', 'Bihu', 'Lohri', 'Onam'],
      correctOption: 3,
      explanation:
        'Vallam Kali boat races on Kerala’s backwaters are a highlight of the Onam season. Pongal, Bihu and Lohri are harvest festivals of Tamil Nadu, Assam and Punjab.',
      subject: 'General Awareness',
      level: 'medium',
    },
    {
      questionText: 'Which metal is a liquid at normal room temperature?',
      options: ['Sodium', 'Mercury', 'Tin', 'Lead'],
      correctOption: 1,
      explanation:
        'Mercury melts at about −39 °C, so it is liquid at room temperature; this is why it was used in thermometers.',
      subject: 'General Awareness',
      level: 'easy',
    },
    {
      questionText: 'The Charminar is located in which city?',
      options: ['Hyderabad', 'Lucknow', 'Bhopal', 'Agra'],
      correctOption: 0,
      explanation: 'The Charminar was built in 1591 by Sultan Muhammad Quli Qutb Shah in Hyderabad.',
      subject: 'General Awareness',
      level: 'easy',
    },
  ],
};
