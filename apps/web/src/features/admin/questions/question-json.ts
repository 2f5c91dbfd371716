import { type Checked, checkQuestions, QUESTION_MSG, type QuestionInput } from '@mockprep/contract';
import { readJsonArray } from '../components/json-array';

type QuestionJsonCheck = { error: string } | (Checked<QuestionInput> & { items: unknown[] });

/** Bulk questions JSON checked by the contract (SPEC 5): the raw items too, which the server checks again. */
export function checkQuestionJson(text: string): QuestionJsonCheck {
  const read = readJsonArray(text, {
    empty: QUESTION_MSG.empty,
    badJson: QUESTION_MSG.badJson,
    notArray: QUESTION_MSG.notArray,
  });
  return 'error' in read ? read : { ...checkQuestions(read.items), items: read.items };
}
