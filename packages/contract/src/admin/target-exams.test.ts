import { describe, expect, it } from 'vitest';
import { checkBulkTargetExams, SAMPLE_TARGET_EXAMS, TARGET_EXAM_MSG, TargetExamForm } from './target-exams';

describe('checkBulkTargetExams (SPEC 5 "Bulk target exam upload")', () => {
  it('keeps a valid exam trimmed, description null when absent, sequence 0 and active by default', () => {
    const { valid, errors } = checkBulkTargetExams([
      { name: ' NDA ', description: ' Defence ', sequence: 2, isActive: false },
      { name: 'CLAT' },
    ]);
    expect(errors).toEqual([]);
    expect(valid).toEqual([
      { name: 'NDA', description: 'Defence', sequence: 2, isActive: false },
      { name: 'CLAT', description: null, sequence: 0, isActive: true },
    ]);
  });

  it.each([
    ['missing', {}],
    ['blank', { name: '   ' }],
    ['not a string', { name: 12 }],
  ])('name %s: "Target exam 1: Name is required" and nothing else', (_, item) => {
    expect(checkBulkTargetExams([{ ...item, sequence: -1 }])).toEqual({
      valid: [],
      errors: ['Target exam 1: Name is required'],
    });
  });

  it.each(['A', ' A '])('name %j is too short', (name) => {
    expect(checkBulkTargetExams([{ name }]).errors).toEqual(['Target exam 1: Name must be at least 2 characters']);
  });

  it('accepts a name of 2 characters', () => {
    expect(checkBulkTargetExams([{ name: 'GK' }]).valid.map((e) => e.name)).toEqual(['GK']);
  });

  it.each([0, 1, 25])('accepts sequence %j', (sequence) => {
    expect(checkBulkTargetExams([{ name: 'NDA', sequence }]).valid[0]?.sequence).toBe(sequence);
  });

  it.each([-1, 1.5, '2', null])('rejects sequence %j', (sequence) => {
    expect(checkBulkTargetExams([{ name: 'NDA', sequence }]).errors).toEqual([
      'Target exam 1: Sequence must be a non-negative integer',
    ]);
  });

  it('reports a short name and a bad sequence together', () => {
    expect(checkBulkTargetExams([{ name: 'X', sequence: -1 }]).errors).toEqual([
      'Target exam 1: Name must be at least 2 characters',
      'Target exam 1: Sequence must be a non-negative integer',
    ]);
  });

  it('keeps an exam whose description is not text, without it', () => {
    expect(checkBulkTargetExams([{ name: 'NDA', description: 5 }])).toEqual({
      valid: [{ name: 'NDA', description: null, sequence: 0, isActive: true }],
      errors: [],
    });
  });

  it('drops the invalid exams, keeps the valid ones and numbers problems by position', () => {
    const { valid, errors } = checkBulkTargetExams([
      { name: 'NDA' },
      { name: '' },
      null,
      { name: 'CLAT', sequence: 3 },
    ]);
    expect(valid.map((e) => e.name)).toEqual(['NDA', 'CLAT']);
    expect(errors).toEqual(['Target exam 2: Name is required', 'Target exam 3: Name is required']);
  });

  it('has the SPEC texts for JSON, the array and the failure', () => {
    expect(TARGET_EXAM_MSG.badJson).toBe('Invalid JSON format');
    expect(TARGET_EXAM_MSG.notArray).toBe('Data must be an array of target exams');
    expect(TARGET_EXAM_MSG.fix).toBe('Please fix validation errors');
  });

  it('offers a sample of 3 active exams with sequences 1 to 3 that passes the checks', () => {
    expect(SAMPLE_TARGET_EXAMS).toHaveLength(3);
    expect(SAMPLE_TARGET_EXAMS.map((e) => e.sequence)).toEqual([1, 2, 3]);
    expect(SAMPLE_TARGET_EXAMS.every((e) => e.isActive)).toBe(true);
    expect(checkBulkTargetExams(SAMPLE_TARGET_EXAMS)).toEqual({ valid: SAMPLE_TARGET_EXAMS, errors: [] });
  });
});

describe('TargetExamForm (SPEC 5 "Target exam form")', () => {
  const firstErrors = (value: unknown) => {
    const result = TargetExamForm.safeParse(value);
    const out: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
    return out;
  };

  it.each(['', '  ', undefined])('requires a name (%j)', (name) => {
    expect(firstErrors({ name, sequence: 1 })).toEqual({ name: 'Name is required' });
  });

  it('trims the name; description optional, blank becomes null', () => {
    expect(TargetExamForm.parse({ name: ' NDA ', sequence: 1 })).toEqual({
      name: 'NDA',
      description: null,
      sequence: 1,
      isActive: true,
    });
    expect(TargetExamForm.parse({ name: 'NDA', description: '  ', sequence: 1 }).description).toBeNull();
    expect(TargetExamForm.parse({ name: 'NDA', description: ' Defence ', sequence: 1 }).description).toBe('Defence');
  });

  it.each([
    [0, 0],
    ['3', 3],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
  ])('sequence %j becomes %i (non-numeric becomes 0)', (sequence, expected) => {
    expect(TargetExamForm.parse({ name: 'NDA', sequence }).sequence).toBe(expected);
  });

  it.each([-1, '-1'])('rejects sequence %j below 0', (sequence) => {
    expect(firstErrors({ name: 'NDA', sequence })).toEqual({
      sequence: 'Sequence must be a non-negative integer',
    });
  });
});
