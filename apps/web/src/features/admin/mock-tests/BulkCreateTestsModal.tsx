import { type BulkResult, type BulkTestInput, formatINR } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { toast } from '../../../lib/toast';
import { JsonSource } from '../components/JsonSource';
import { ProblemList, ProblemMessage } from '../components/ProblemList';
import { useCheckedJson } from '../components/use-checked-json';
import { checkBulkTestJson, SAMPLE_TESTS } from './bulk-tests';

type Props = {
  pending: boolean;
  /** The server's answer to the last upload, to list what it refused. */
  result: BulkResult | null;
  onCreate: (items: unknown[]) => void;
  onClose: () => void;
};

/** SPEC 2.13 bulk test creation: JSON in, the contract's per-item messages in the preview, then the server's result. */
export function BulkCreateTestsModal({ pending, result, onCreate, onClose }: Props) {
  const { t } = useTranslation();
  const { text, edit, checked, check } = useCheckedJson(checkBulkTestJson);

  function create() {
    const outcome = check();
    if ('error' in outcome) toast.error(outcome.error);
    else onCreate(outcome.items);
  }

  return (
    <Modal
      title={t('admin.mockTests.bulkCreateTestsModal.bulkCreateTests')}
      onClose={pending ? () => undefined : onClose}
      dirty={text.trim() !== '' && !result}
    >
      <div className="space-y-4">
        <JsonSource
          id="tests-json"
          label={t('admin.mockTests.bulkCreateTestsModal.testsJson')}
          value={text}
          onChange={edit}
          sample={SAMPLE_TESTS}
          onPreview={check}
        />
        <p className="text-xs text-slate-500">
          {t('admin.mockTests.bulkCreateTestsModal.eachTestNeeds')} <code>title</code>, <code>subject</code>,{' '}
          <code>examType</code>, <code>duration</code>, <code>type</code>{' '}
          {t('admin.mockTests.bulkCreateTestsModal.freeOrPaidWith')} <code>price</code>{' '}
          {t('admin.mockTests.bulkCreateTestsModal.forPaidAnd')} <code>level</code>
          {t('admin.mockTests.bulkCreateTestsModal.validTestsAreCreatedEven')}
        </p>

        {checked && 'error' in checked && <ProblemMessage message={checked.error} />}
        {checked && !('error' in checked) && (
          <>
            <ProblemList
              title={t('admin.mockTests.bulkCreateTestsModal.problemSFoundTheseTests', {
                length: checked.errors.length,
              })}
              problems={checked.errors}
            />
            <TestPreview tests={checked.valid} />
          </>
        )}
        {result && result.failed > 0 && (
          <ProblemList
            title={t('admin.mockTests.bulkCreateTestsModal.createdRefusedByTheServer', {
              successful: result.successful,
              failed: result.failed,
            })}
            problems={result.errors}
          />
        )}

        <ModalActions
          onCancel={onClose}
          cancelDisabled={pending}
          submitLabel={t('admin.mockTests.bulkCreateTestsModal.createTests')}
          onSubmit={create}
          submitDisabled={!text.trim()}
          pending={pending}
          pendingText={t('admin.mockTests.bulkCreateTestsModal.creating')}
        />
      </div>
    </Modal>
  );
}

function TestPreview({ tests }: { tests: BulkTestInput[] }) {
  const { t } = useTranslation();
  if (tests.length === 0) return null;
  return (
    <section
      aria-label={t('admin.mockTests.bulkCreateTestsModal.preview')}
      className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3"
    >
      <p className="text-sm font-semibold text-emerald-800">
        {t('admin.mockTests.bulkCreateTestsModal.validTestS', { length: tests.length })}
      </p>
      <ul className="mt-2 max-h-48 space-y-1.5 overflow-y-auto text-sm">
        {tests.map((test, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the preview is never reordered; titles may repeat.
          <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 font-medium break-words text-slate-900">{test.title}</span>
            <span className="text-xs text-slate-500">
              {t('admin.mockTests.bulkCreateTestsModal.min', {
                subject: test.subject,
                examType: test.examType,
                duration: test.duration,
              })}
            </span>
            <Badge tone={test.type === 'Free' ? 'green' : 'violet'}>
              {test.type === 'Free' ? t('admin.mockTests.bulkCreateTestsModal.free') : formatINR(test.price)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
