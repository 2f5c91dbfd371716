import { type BulkResult, type BulkTestInput, formatINR } from '@mockprep/contract';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/Badge';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
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
  const { text, edit, checked, check } = useCheckedJson(checkBulkTestJson);

  function create() {
    const outcome = check();
    if ('error' in outcome) toast.error(outcome.error);
    else onCreate(outcome.items);
  }

  return (
    <Modal title="Bulk Create Tests" onClose={pending ? () => undefined : onClose}>
      <div className="space-y-4">
        <JsonSource
          id="tests-json"
          label="Tests JSON"
          value={text}
          onChange={edit}
          sample={SAMPLE_TESTS}
          onPreview={check}
        />
        <p className="text-xs text-slate-500">
          Each test needs <code>title</code>, <code>subject</code>, <code>examType</code>, <code>duration</code>,{' '}
          <code>type</code> (Free or Paid, with <code>price</code> for Paid) and <code>level</code>. Valid tests are
          created even if others are refused; add their questions afterwards.
        </p>

        {checked && 'error' in checked && <ProblemMessage message={checked.error} />}
        {checked && !('error' in checked) && (
          <>
            <ProblemList
              title={`${checked.errors.length} problem(s) found; these tests will not be created`}
              problems={checked.errors}
            />
            <TestPreview tests={checked.valid} />
          </>
        )}
        {result && result.failed > 0 && (
          <ProblemList
            title={`${result.successful} created, ${result.failed} refused by the server`}
            problems={result.errors}
          />
        )}

        <ModalActions
          onCancel={onClose}
          cancelDisabled={pending}
          submitLabel="Create Tests"
          onSubmit={create}
          submitDisabled={!text.trim()}
          pending={pending}
          pendingText="Creating..."
        />
      </div>
    </Modal>
  );
}

function TestPreview({ tests }: { tests: BulkTestInput[] }) {
  if (tests.length === 0) return null;
  return (
    <section aria-label="Preview" className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3">
      <p className="text-sm font-semibold text-emerald-800">{tests.length} valid test(s)</p>
      <ul className="mt-2 max-h-48 space-y-1.5 overflow-y-auto text-sm">
        {tests.map((test, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the preview is never reordered; titles may repeat.
          <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 font-medium break-words text-slate-900">{test.title}</span>
            <span className="text-xs text-slate-500">
              {test.subject} · {test.examType} · {test.duration} min
            </span>
            <Badge tone={test.type === 'Free' ? 'green' : 'violet'}>
              {test.type === 'Free' ? 'Free' : formatINR(test.price)}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
