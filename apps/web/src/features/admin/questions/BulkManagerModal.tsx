import { FIX_ERRORS, QUESTION_MSG } from '@mockprep/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { JsonSource } from '../components/JsonSource';
import { ProblemList, ProblemMessage } from '../components/ProblemList';
import { QuestionFormats } from '../components/QuestionFormats';
import { checkQuestionJson } from './question-json';
import { TestChecklist } from './TestChecklist';

/** SPEC 9: live JSON validation waits this long after the last keystroke. */
const VALIDATION_DEBOUNCE_MS = 500;

type Props = {
  pending: boolean;
  onAssign: (body: { questions: unknown[]; testIds: string[] }) => void;
  onClose: () => void;
};

/** SPEC 2.13 bulk question manager: JSON checked as it is typed, then created and added to the chosen tests. */
export function BulkManagerModal({ pending, onAssign, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.bulkManagerModal' });
  const [text, setText] = useState('');
  const [testIds, setTestIds] = useState<string[]>([]);
  const settled = useDebouncedValue(text, VALIDATION_DEBOUNCE_MS);
  const checked = useMemo(() => (settled.trim() ? checkQuestionJson(settled) : null), [settled]);
  const validating = text !== settled;

  function assign() {
    const outcome = checkQuestionJson(text);
    if ('error' in outcome) toast.error(outcome.error);
    else if (outcome.errors.length > 0) toast.error(FIX_ERRORS);
    else if (testIds.length === 0) toast.error(QUESTION_MSG.noTests);
    else onAssign({ questions: outcome.valid, testIds });
  }

  return (
    <Modal
      title={t('bulkQuestionManager')}
      onClose={pending ? () => undefined : onClose}
      dirty={text.trim() !== '' || testIds.length > 0}
    >
      <div className="space-y-4">
        <JsonSource
          id="bulk-manager-json"
          label={t('questionsJson')}
          value={text}
          onChange={setText}
          placeholder={t('questionTextOptionsABCorrectOption')}
        />
        <QuestionFormats />
        <div aria-live="polite" className="min-h-5 text-sm">
          {validating ? (
            <span className="text-slate-500">{t('checking')}</span>
          ) : checked && !('error' in checked) && checked.errors.length === 0 ? (
            <span className="font-medium text-emerald-700">
              {t('validQuestionS', { length: checked.valid.length })}
            </span>
          ) : null}
        </div>
        {!validating && checked && 'error' in checked && <ProblemMessage message={checked.error} />}
        {!validating && checked && !('error' in checked) && (
          <ProblemList title={FIX_ERRORS} problems={checked.errors} />
        )}
        <TestChecklist value={testIds} onChange={setTestIds} />
        {pending && (
          <p aria-live="polite" className="rounded-xl bg-violet-50 p-3 text-sm font-medium text-violet-800">
            {t('creatingTheQuestionsAndAdding', { length: testIds.length })}
          </p>
        )}
        <ModalActions
          onCancel={onClose}
          cancelDisabled={pending}
          submitLabel={t('createAndAssign')}
          onSubmit={assign}
          pending={pending}
          pendingText={t('assigning')}
        />
      </div>
    </Modal>
  );
}
