import type { QuestionsUploaded } from '@mockprep/contract';
import { api } from '../../lib/api';

/** Large uploads go in parts of this many, so each request stays small and progress can be shown. */
export const UPLOAD_CHUNK = 200;

export type UploadResult = QuestionsUploaded;
export type UploadProgress = { done: number; total: number };

/** "Question 3: ..." of a later part is question 203 of the whole upload. */
const renumber = (errors: string[], offset: number) =>
  errors.map((error) => error.replace(/^Question (\d+):/, (_, n: string) => `Question ${Number(n) + offset}:`));

/**
 * POST /admin/questions/bulk, in parts of UPLOAD_CHUNK; the server creates the valid items of each part
 * (partial success). Returns everything it created and every refusal, numbered as in the whole list.
 */
export async function uploadQuestions(
  items: unknown[],
  onProgress: (progress: UploadProgress) => void,
): Promise<UploadResult> {
  const total: UploadResult = { questions: [], successful: 0, failed: 0, errors: [] };
  onProgress({ done: 0, total: items.length });
  for (let start = 0; start < items.length; start += UPLOAD_CHUNK) {
    const part = items.slice(start, start + UPLOAD_CHUNK);
    const { data } = await api.post('/admin/questions/bulk', { questions: part });
    total.questions.push(...data.questions);
    total.successful += data.successful;
    total.failed += data.failed;
    total.errors.push(...renumber(data.errors, start));
    onProgress({ done: start + part.length, total: items.length });
  }
  return total;
}
