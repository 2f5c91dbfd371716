import { describe, expect, it } from 'vitest';
import {
  AddQuestionForm,
  checkQuestionFile,
  checkQuestions,
  QUESTION_FILE_MSG,
  QUESTION_MSG,
  QuestionInput,
} from './questions';

const question = (over: Record<string, unknown> = {}) => ({
  questionText: 'What is 2 + 2?',
  options: ['3', '4', '5', '6'],
  correctOption: 1,
  subject: 'Maths',
  level: 'easy',
  ...over,
});

describe('checkQuestions (SPEC 5 "Bulk questions JSON and admin bulk upload")', () => {
  it('keeps a valid question, trimmed, with explanation null when absent or blank', () => {
    const raw = {
      questionText: '  What is 2 + 2? ',
      options: [' 3', '4 ', ' 5 '],
      correctOption: 2,
      subject: ' Maths ',
      level: 'hard',
    };
    const { valid, errors } = checkQuestions([
      raw,
      { ...raw, explanation: '   ' },
      { ...raw, explanation: ' Because ' },
    ]);
    expect(errors).toEqual([]);
    const expected = {
      questionText: raw.questionText.trim(),
      options: raw.options.map((o) => o.trim()),
      correctOption: raw.correctOption,
      subject: raw.subject.trim(),
      level: raw.level,
      // A question without a type is single-correct: its one correct option, no numerical answer, no Hindi.
      type: 'single',
      correctOptions: [2],
      answer: null,
      hi: null,
      image: null,
      optionImages: [],
    };
    expect(valid).toEqual([
      { ...expected, explanation: null },
      { ...expected, explanation: null },
      { ...expected, explanation: 'Because' },
    ]);
  });

  it.each([
    ['questionText blank', 'Question text is required', { questionText: '  ' }],
    ['questionText missing', 'Question text is required', { questionText: undefined }],
    ['questionText not a string', 'Question text is required', { questionText: 42 }],
    ['one option', 'At least 2 options are required', { options: ['only'], correctOption: 0 }],
    ['options missing', 'At least 2 options are required', { options: undefined, correctOption: 0 }],
    ['a blank option', 'At least 2 options are required', { options: ['a', ' '], correctOption: 0 }],
    ['subject blank', 'Subject is required', { subject: '' }],
    ['subject missing', 'Subject is required', { subject: undefined }],
    ['level unknown', 'Level must be easy, medium, or hard', { level: 'expert' }],
    ['level missing', 'Level must be easy, medium, or hard', { level: undefined }],
  ])('%s: "Question 1: %s"', (_, message, over) => {
    expect(checkQuestions([question(over)])).toEqual({ valid: [], errors: [`Question 1: ${message}`] });
  });

  describe('correctOption is an index from 0 to options-1', () => {
    const options = ['a', 'b', 'c'];
    const last = options.length - 1;
    const message = `Question 1: Correct option must be a valid index (0-${last})`;

    it.each([0, last])('accepts %i', (correctOption) => {
      const { valid, errors } = checkQuestions([question({ options, correctOption })]);
      expect(errors).toEqual([]);
      expect(valid[0]?.correctOption).toBe(correctOption);
    });

    it.each([-1, options.length, 1.5, '1', null, undefined])('rejects %j', (correctOption) => {
      expect(checkQuestions([question({ options, correctOption })]).errors).toEqual([message]);
    });

    it('names the last index of the question in the message', () => {
      const four = ['a', 'b', 'c', 'd'];
      expect(checkQuestions([question({ options: four, correctOption: 9 })]).errors).toEqual([
        `Question 1: Correct option must be a valid index (0-${four.length - 1})`,
      ]);
    });
  });

  it('reports every problem of an item', () => {
    expect(checkQuestions([{}]).errors).toEqual([
      'Question 1: Question text is required',
      'Question 1: At least 2 options are required',
      'Question 1: Correct option must be a valid index (0-0)',
      'Question 1: Subject is required',
      'Question 1: Level must be easy, medium, or hard',
    ]);
  });

  it('drops the invalid items, keeps the valid ones and numbers problems by position', () => {
    const items = [
      question(),
      question({ subject: '' }),
      question({ questionText: 'Second' }),
      question({ level: 'x' }),
    ];
    const { valid, errors } = checkQuestions(items);
    expect(valid.map((q) => q.questionText)).toEqual([items[0]?.questionText, 'Second']);
    expect(errors).toEqual(['Question 2: Subject is required', 'Question 4: Level must be easy, medium, or hard']);
  });

  it('has the SPEC texts for empty input, bad JSON and assigning without a test', () => {
    expect(QUESTION_MSG.empty).toBe('Please enter question data first.');
    expect(QUESTION_MSG.badJson).toBe('Invalid JSON format. Please check your data structure.');
    expect(QUESTION_MSG.noTests).toBe('Please select at least one test to assign questions to');
  });
});

describe('checkQuestions with question types and Hindi', () => {
  const base = { questionText: 'Q', subject: 'Physics', level: 'easy' };

  it('keeps a multiple-correct question with its correct options sorted, the first as correctOption', () => {
    const { valid, errors } = checkQuestions([
      { ...base, type: 'multiple', options: ['a', 'b', 'c', 'd'], correctOptions: [3, 1] },
    ]);
    expect(errors).toEqual([]);
    expect(valid[0]).toMatchObject({ type: 'multiple', correctOptions: [1, 3], correctOption: 1, answer: null });
  });

  it('keeps a numerical question without options, an exact number becoming a range of one value', () => {
    const { valid, errors } = checkQuestions([
      { ...base, type: 'numerical', answer: 12 },
      { ...base, type: 'numerical', options: [], answer: { min: 3.4, max: 3.6 } },
    ]);
    expect(errors).toEqual([]);
    expect(valid.map((q) => [q.options, q.answer, q.correctOptions])).toEqual([
      [[], { min: 12, max: 12 }, []],
      [[], { min: 3.4, max: 3.6 }, []],
    ]);
  });

  it('names what is wrong with each type', () => {
    expect(
      checkQuestions([
        { ...base, type: 'multiple', options: ['a', 'b'], correctOptions: [] },
        { ...base, type: 'multiple', options: ['a', 'b'], correctOptions: [1, 1] },
        { ...base, type: 'numerical', options: ['a', 'b'], answer: 1 },
        { ...base, type: 'numerical', answer: { min: 5, max: 4 } },
        { ...base, type: 'numerical' },
        { ...base, type: 'essay', options: ['a', 'b'], correctOption: 0 },
        { ...base, options: ['a', 'b'], correctOption: 0, hi: { questionText: 'प्र', options: ['क'] } },
      ]).errors,
    ).toEqual([
      'Question 1: Correct options must be one or more different indexes (0-1)',
      'Question 2: Correct options must be one or more different indexes (0-1)',
      'Question 3: A numerical question has no options',
      'Question 4: A numerical question needs its answer: a number, or min and max with min not above max',
      'Question 5: A numerical question needs its answer: a number, or min and max with min not above max',
      'Question 6: Type must be single, multiple or numerical',
      'Question 7: The Hindi options must be as many as the English ones',
    ]);
  });

  it('keeps the Hindi text, options and explanation', () => {
    const hi = { questionText: 'दो और दो?', options: ['तीन', 'चार'], explanation: 'चार' };
    const { valid } = checkQuestions([{ ...base, options: ['3', '4'], correctOption: 1, hi }]);
    expect(valid[0]?.hi).toEqual(hi);
  });
});

describe('checkQuestionFile (SPEC 5 "Question JSON file in the test form")', () => {
  it.each([
    ['questionText blank', 'Missing or invalid questionText', { questionText: ' ' }],
    ['questionText not a string', 'Missing or invalid questionText', { questionText: ['x'] }],
    ['one option', 'Must have at least 2 options', { options: ['a'], correctOption: 0 }],
    ['subject missing', 'Missing subject', { subject: undefined }],
    ['subject not a string', 'Missing subject', { subject: 7 }],
    ['level unknown', 'Invalid level (must be easy, medium, or hard)', { level: 'Easy' }],
  ])('%s: "Question 1: %s"', (_, message, over) => {
    expect(checkQuestionFile([question(over)])).toEqual({ valid: [], errors: [`Question 1: ${message}`] });
  });

  it('reports options that are not an array, and then no index is valid', () => {
    expect(checkQuestionFile([question({ options: 'a,b', correctOption: 0 })]).errors).toEqual([
      'Question 1: Must have at least 2 options',
      'Question 1: Invalid correctOption index',
    ]);
  });

  describe('correctOption is a number from 0 to options-1', () => {
    const options = ['a', 'b', 'c', 'd'];

    it.each([0, options.length - 1])('accepts %i', (correctOption) => {
      expect(checkQuestionFile([question({ options, correctOption })]).errors).toEqual([]);
    });

    it.each([-1, options.length, 0.5, '0', null])('rejects %j', (correctOption) => {
      expect(checkQuestionFile([question({ options, correctOption })]).errors).toEqual([
        'Question 1: Invalid correctOption index',
      ]);
    });
  });

  it('drops the invalid items, keeps the valid ones trimmed and numbers problems by position', () => {
    const items = [
      question({ questionText: 'First ' }),
      question({ options: [] }),
      question({ questionText: ' Third', subject: ' GK ' }),
    ];
    const { valid, errors } = checkQuestionFile(items);
    expect(valid.map((q) => [q.questionText, q.subject])).toEqual([
      ['First', 'Maths'],
      ['Third', 'GK'],
    ]);
    expect(errors).toEqual(['Question 2: Must have at least 2 options', 'Question 2: Invalid correctOption index']);
  });

  it('has the SPEC texts for the file, the array, parse failures and success', () => {
    expect(QUESTION_FILE_MSG.notJsonFile).toBe('Please select a valid JSON file');
    expect(QUESTION_FILE_MSG.notArray).toBe('JSON file must contain an array of questions');
    expect(QUESTION_FILE_MSG.badJson).toBe('Invalid JSON format');
    expect(QUESTION_FILE_MSG.parseFailed).toBe('Failed to parse JSON file');
    expect(QUESTION_FILE_MSG.parsed(3)).toBe('Successfully parsed 3 questions from JSON file');
  });
});

describe('AddQuestionForm (SPEC 5 "Add Question form")', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    questionText: ' Capital of France? ',
    options: ['Paris', 'Rome', 'Madrid', 'Berlin'],
    correctOption: 1,
    subject: ' GK ',
    level: 'medium',
    ...over,
  });
  const firstErrors = (value: unknown) => {
    const result = AddQuestionForm.safeParse(value);
    const out: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
    return out;
  };

  it('accepts exactly four options, trims the text, explanation optional', () => {
    const parsed = AddQuestionForm.parse(form());
    expect(parsed).toMatchObject({ questionText: 'Capital of France?', subject: 'GK', level: 'medium' });
    expect(parsed.options).toHaveLength(4);
    expect(parsed.explanation).toBeUndefined();
  });

  it.each([0, 3])('accepts the correct option as its 0-based index %j', (index) => {
    expect(AddQuestionForm.parse(form({ correctOption: index })).correctOption).toBe(index);
  });

  it.each([undefined, null, -1, 4, 2.5, '1'])('asks to choose the correct option when it is %j', (index) => {
    expect(firstErrors(form({ correctOption: index }))).toEqual({ correctOption: 'Choose the correct option' });
  });

  it.each([
    ['three', ['a', 'b', 'c']],
    ['five', ['a', 'b', 'c', 'd', 'e']],
    ['a blank one', ['a', 'b', ' ', 'd']],
  ])('rejects %s options', (_, options) => {
    expect(Object.values(firstErrors(form({ options })))).toEqual(['All four options are required']);
  });

  it.each([
    ['questionText', 'Question text is required'],
    ['subject', 'Subject is required'],
  ])('requires %s', (field, message) => {
    expect(firstErrors(form({ [field]: '  ' }))).toEqual({ [field]: message });
  });

  it('requires a level', () => {
    expect(Object.keys(firstErrors(form({ level: undefined })))).toEqual(['level']);
  });

  it('is a question the bank takes as it is (correctOption 0-based)', () => {
    const parsed = QuestionInput.parse(AddQuestionForm.parse(form({ correctOption: 2 })));
    expect(parsed).toMatchObject({
      correctOption: 2,
      correctOptions: [2],
      options: ['Paris', 'Rome', 'Madrid', 'Berlin'],
    });
  });
});
