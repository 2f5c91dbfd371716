import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, readableIssue } from './readable-issue';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: readableIssue }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('readableIssue', () => {
  it('names the field in words', () => {
    expect(fieldLabel(['correctOption'])).toBe('Correct option');
    expect(fieldLabel(['mobile'])).toBe('Mobile number');
    expect(fieldLabel(['sections', 0, 'options', 2])).toBe('Options (item 3)');
    expect(fieldLabel([])).toBe('The request');
  });

  it('says what is wrong with each kind of value', () => {
    const schema = z.object({
      name: z.string(),
      duration: z.number().int().min(1).max(600),
      level: z.enum(['easy', 'medium', 'hard']),
      targetExams: z.array(z.string()).min(1).max(2),
      email: z.email(),
      isActive: z.boolean(),
      code: z.string().min(4).max(6),
    });
    expect(
      messages(schema, { duration: 2.5, level: 'x', targetExams: [], email: 'a@', isActive: 1, code: 'ab' }),
    ).toEqual([
      'name: Name is required',
      'duration: Duration must be a whole number',
      'level: Level must be one of: easy, medium, hard',
      'targetExams: Target exams needs at least one item',
      'email: Email must be a valid email address',
      'isActive: Is active must be true or false',
      'code: Code must be at least 4 characters',
    ]);
    expect(
      messages(schema.pick({ duration: true, targetExams: true }), { duration: 1000, targetExams: ['a', 'b', 'c'] }),
    ).toEqual(['duration: Duration must be at most 600', 'targetExams: Target exams can have at most 2 items']);
    expect(messages(schema, undefined)).toEqual([': The request must be a JSON object']);
  });

  it("leaves a schema's own message alone", () => {
    expect(messages(z.object({ mobile: z.string({ error: 'Mobile number is required' }) }), {})).toEqual([
      'mobile: Mobile number is required',
    ]);
  });
});
