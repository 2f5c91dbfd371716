import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/render';
import { UPLOAD_CHUNK, uploadQuestions } from './question-upload';

const part = (successful: number, errors: string[] = []) => ({
  body: { success: true, data: { questions: [], successful, failed: errors.length, errors } },
});

describe('uploadQuestions', () => {
  it('sends a large upload in parts, reports progress and numbers refusals as in the whole list', async () => {
    const fetchMock = mockFetch(part(200), part(199, ['Question 5: Subject is required']), part(50));
    const items = Array.from({ length: 450 }, (_, i) => ({ n: i }));
    const progress = vi.fn();

    const result = await uploadQuestions(items, progress);

    const sizes = fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string).questions.length);
    expect(sizes).toEqual([UPLOAD_CHUNK, UPLOAD_CHUNK, 50]);
    expect(progress.mock.calls.map(([p]) => p.done)).toEqual([0, 200, 400, 450]);
    expect(result).toMatchObject({ successful: 449, failed: 1, errors: ['Question 205: Subject is required'] });
  });
});
