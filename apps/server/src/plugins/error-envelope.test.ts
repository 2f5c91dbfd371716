import { MSG, QUESTION_MSG, TEST_MSG } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/admin';
import { testApp } from '../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'envelope-secret' });
  admin = (await makeAdmin(t, 'envelope-secret')).token;
});
afterAll(() => t.close());

type Refused = { errors?: { path: string; message: string }[] };
const fieldErrors = (body: unknown) =>
  Object.fromEntries(((body as Refused).errors ?? []).map((e) => [e.path, e.message]));

describe('a refused request reads well', () => {
  it('names each failing field in a sentence, never in the schema library’s words', async () => {
    const res = await t.call('POST', '/api/admin/questions', {
      token: admin,
      body: { questionText: 7, options: ['a', 'b'], correctOption: 1.5, explanation: [], level: 'tricky' },
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      questionText: 'Question text must be text',
      correctOption: 'Correct option must be a whole number',
      explanation: 'Explanation must be text',
      subject: 'Subject is required',
      level: 'Level must be one of: easy, medium, hard',
    });
    expect(res.body.message).toBe('Question text must be text');

    const test = await t.call('POST', '/api/admin/tests', {
      token: admin,
      body: { title: 'T', subject: 'S', examType: 'E', isActive: 'yes', questions: ['x'], sections: [{}] },
    });
    expect(fieldErrors(test.body)).toEqual({
      isActive: 'Is active must be true or false',
      'questions.0': 'Invalid id',
      targetExams: TEST_MSG.targetExams,
      'sections.0.name': 'Name is required',
    });
    const noBody = await t.call('PUT', '/api/auth/profile', { token: admin });
    expect(noBody.body.message).toBe('The request must be a JSON object');
  });

  it("keeps SPEC's own messages where SPEC gives one", async () => {
    const signup = await t.call('POST', '/api/auth/student/signup', { body: { name: 'Asha' } });
    expect(fieldErrors(signup.body)).toEqual({ mobile: MSG.mobileRequired, password: MSG.passwordRequired });
    const question = await t.call('POST', '/api/admin/questions', {
      token: admin,
      body: { questionText: ' ', options: ['a', 'b'], correctOption: 0, subject: 'GK', level: 'easy' },
    });
    expect(question.body.message).toBe(QUESTION_MSG.text);
  });

  it.each([
    ['/api/admin/users/bulk', 'userIds', 'users'],
    ['/api/admin/tests/bulk', 'testIds', 'tests'],
    ['/api/admin/questions/bulk', 'questionIds', 'questions'],
    ['/api/admin/target-exams/bulk', 'targetExamIds', 'target exams'],
    ['/api/target-exams/bulk', 'targetExamIds', 'target exams'],
  ])('an empty bulk delete at %s asks for a selection', async (url, key, entity) => {
    const res = await t.call('DELETE', url, { token: admin, body: { [key]: [] } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Please select ${entity} to delete`);
  });
});
