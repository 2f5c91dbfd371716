import { checkQuestionFile, parseJson, QUESTION_FILE_MSG } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { JsonFileButton } from '../components/JsonFileButton';
import { isJsonFile } from '../components/json-array';
import { ProblemList } from '../components/ProblemList';
import { UploadProgressBar } from '../components/UploadProgressBar';
import { useUploadQuestions } from '../use-upload-questions';

type Props = {
  /** Called with the ids of the questions the file created, to add them to the test. */
  onCreated: (ids: string[]) => void;
};

/**
 * SPEC 5 "Question JSON file in the test form": the file is checked item by item, invalid items are
 * dropped and listed, and the valid ones are created in the bank and added to the test.
 */
export function QuestionFileUpload({ onCreated }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests' });
  const [problems, setProblems] = useState<string[]>([]);
  const [parseFailed, setParseFailed] = useState(false);
  const upload = useUploadQuestions(t('uploadFailed'), (result) => {
    onCreated(result.questions.map((question) => question._id));
    if (result.errors.length > 0) setProblems((current) => [...current, ...result.errors]);
  });

  async function read(file: File) {
    setProblems([]);
    setParseFailed(false);
    if (!isJsonFile(file)) {
      toast.error(QUESTION_FILE_MSG.notJsonFile);
      return;
    }
    const parsed = parseJson(await file.text());
    if (!parsed.ok) {
      toast.error(QUESTION_FILE_MSG.badJson);
      setParseFailed(true);
      return;
    }
    if (!Array.isArray(parsed.value)) {
      toast.error(QUESTION_FILE_MSG.notArray);
      return;
    }
    const { valid, errors } = checkQuestionFile(parsed.value);
    setProblems(errors);
    if (valid.length === 0) return;
    toast.success(QUESTION_FILE_MSG.parsed(valid.length));
    upload.mutate(valid);
  }

  return (
    <div className="space-y-2 rounded-xl border border-dashed border-slate-300 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-700">{t('questionFileUpload.uploadQuestionsFromAJson')}</p>
          <p className="text-xs text-slate-500">{t('questionFileUpload.theyAreAddedToThe')}</p>
        </div>
        <JsonFileButton onFile={(file) => void read(file)} disabled={upload.isPending} />
      </div>
      {parseFailed && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {QUESTION_FILE_MSG.parseFailed}
        </p>
      )}
      <UploadProgressBar progress={upload.progress} pending={upload.isPending} />
      <ProblemList title={t('questionFileUpload.questionSSkipped', { length: problems.length })} problems={problems} />
    </div>
  );
}
