/** The downloadable template of the Bulk Upload modal: the shape of a question, 0-based correctOption. */
import SAMPLE_QUESTIONS from './questions-template.json';

export const SAMPLE_FILE_NAME = 'questions-template.json';

/** Saves the template as a .json file through the browser's download. */
export function downloadSampleQuestions() {
  const blob = new Blob([`${JSON.stringify(SAMPLE_QUESTIONS, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = SAMPLE_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}
