import { checkQuestionFile, parseJson, QUESTION_FILE_MSG } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { JsonFileButton } from '../components/JsonFileButton';
import { isJsonFile } from '../components/json-array';
import { MathText } from '../components/MathText';
import { ProblemList, ProblemMessage } from '../components/ProblemList';
import type { FileQuestions } from './use-file-questions';

/** The preview lists this many question texts; the rest are counted. */
const PREVIEWED = 5;

type Props = {
  file: FileQuestions | null;
  onChange: (file: FileQuestions | null) => void;
};

type Check = { problems: string[]; skipped: number } | { error: string; parseFailed?: boolean };

/**
 * SPEC 5 "Question JSON file in the test form": the file is checked item by item, invalid items are dropped and
 * listed, and the valid ones previewed. Nothing is written until the test is saved (see useFileQuestions).
 */
export function QuestionFileUpload({ file, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.questionFileUpload' });
  const [check, setCheck] = useState<Check | null>(null);

  async function read(chosen: File) {
    setCheck(null);
    if (!isJsonFile(chosen)) return setCheck({ error: QUESTION_FILE_MSG.notJsonFile });
    const parsed = parseJson(await chosen.text());
    if (!parsed.ok) return setCheck({ error: QUESTION_FILE_MSG.badJson, parseFailed: true });
    if (!Array.isArray(parsed.value)) return setCheck({ error: QUESTION_FILE_MSG.notArray });
    const { valid, errors } = checkQuestionFile(parsed.value);
    setCheck({ problems: errors, skipped: parsed.value.length - valid.length });
    onChange(valid.length > 0 ? { name: chosen.name, questions: valid } : null);
  }

  return (
    <div className="space-y-2 rounded-xl border border-dashed border-slate-300 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-700">{t('uploadQuestionsFromAJson')}</p>
          <p className="text-xs text-slate-500">{t('createdOnSave')}</p>
        </div>
        <JsonFileButton onFile={(chosen) => void read(chosen)} />
      </div>
      {check && 'error' in check && (
        <div className="space-y-1">
          <ProblemMessage message={check.error} />
          {check.parseFailed && <p className="text-sm text-rose-700">{QUESTION_FILE_MSG.parseFailed}</p>}
        </div>
      )}
      {file && (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0">
              <span className="font-semibold">{QUESTION_FILE_MSG.parsed(file.questions.length)}</span>
              <span className="block truncate text-xs text-emerald-800">{t('fromFile', { name: file.name })}</span>
            </p>
            <Button
              variant="secondary"
              className="px-2.5 py-1"
              onClick={() => {
                onChange(null);
                setCheck(null);
              }}
            >
              {t('remove')}
            </Button>
          </div>
          <ol aria-label={t('previewLabel')} className="mt-2 list-decimal space-y-0.5 pl-5 text-slate-800">
            {file.questions.slice(0, PREVIEWED).map((question, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a preview of a fixed list; two items may share a text.
              <li key={index} className="line-clamp-2 break-words">
                <MathText text={question.questionText} />
              </li>
            ))}
          </ol>
          {file.questions.length > PREVIEWED && (
            <p className="mt-1 text-xs text-emerald-800">{t('more', { count: file.questions.length - PREVIEWED })}</p>
          )}
        </div>
      )}
      {check && 'problems' in check && (
        <ProblemList title={t('skipped', { count: check.skipped })} problems={check.problems} />
      )}
    </div>
  );
}
