import { type Checked, checkBulkTargetExams, TARGET_EXAM_MSG, type TargetExamInput } from '@mockprep/contract';
import { readJsonArray } from '../components/json-array';

/** The bulk target exam JSON checked by the contract: a message when it is not a list, else each item's problems. */
export function checkTargetExamJson(text: string): { error: string } | Checked<TargetExamInput> {
  const read = readJsonArray(text, TARGET_EXAM_MSG);
  return 'error' in read ? read : checkBulkTargetExams(read.items);
}
