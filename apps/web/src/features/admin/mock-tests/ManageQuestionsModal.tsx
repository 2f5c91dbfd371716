import { type AdminTest, type Test, TestForm, type TestInput } from '@mockprep/contract';
import { X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { useLoadedQuestions, useTestQuestions } from '../api';
import { MoveButtons } from '../components/MoveButtons';
import { shortId } from '../components/QuestionCard';
import { keyTarget, move, useMoveFocus } from '../components/reorder';
import { AdminTestLoader } from './AdminTestLoader';
import { QuestionBankPicker } from './QuestionBankPicker';
import { testFormOf, toTestBody } from './sections';

type EditorProps = {
  pending: boolean;
  /** The test to save: every field as stored, the questions in their new order, each in its section. */
  onSave: (body: TestInput) => void;
  onClose: () => void;
};
type Props = EditorProps & {
  /** The test as the list shows it; its question ids are fetched. */
  test: Test;
};

/** SPEC 2.13 manage questions, in a dialog that fetches the test's question ids first. */
export function ManageQuestionsModal({ test, ...editor }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('admin.mockTests.manageQuestionsModal.questions', { title: test.title })}
      onClose={editor.pending ? () => undefined : editor.onClose}
    >
      <AdminTestLoader testId={test._id}>{(stored) => <QuestionsEditor test={stored} {...editor} />}</AdminTestLoader>
    </Modal>
  );
}

/**
 * The test's questions in order, moved with buttons or the arrow keys on a focused row, removed, or added from
 * the bank; nothing changes until Save.
 */
function QuestionsEditor({ test, pending, onSave, onClose }: EditorProps & { test: AdminTest }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(test.questions);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useMoveFocus(listRef);
  const linked = useTestQuestions(test._id);
  // The test's own questions and any chosen in the picker below (it loaded them to show them).
  const byId = useLoadedQuestions();
  const changed = order.length !== test.questions.length || order.some((id, i) => id !== test.questions[i]);
  // Saving sends the whole test again, so a test the form rules refuse (e.g. one bulk-created without a
  // target exam) has to be fixed with Edit first; say so instead of failing on Save.
  const checked = TestForm.safeParse(testFormOf(test, order));
  const blocker = checked.error?.issues[0]?.message;

  function moveTo(from: number, to: number, part: string) {
    const id = order[from];
    if (id === undefined || to < 0 || to >= order.length || to === from) return;
    setOrder(move(order, from, to));
    setAnnouncement(
      t('admin.movedTo', {
        item: t('admin.mockTests.manageQuestionsModal.questionNumber', { number: from + 1 }),
        position: to + 1,
        total: order.length,
      }),
    );
    focusAfterMove(id, part);
  }

  function onRowKeyDown(event: KeyboardEvent, index: number) {
    const to = keyTarget(event, index, order.length);
    if (to === undefined) return;
    event.preventDefault();
    moveTo(index, to, 'row');
  }

  function remove(index: number) {
    const next = order.filter((_, i) => i !== index);
    setOrder(next);
    setAnnouncement(t('admin.mockTests.manageQuestionsModal.removed', { count: next.length }));
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusAfterMove(neighbour, 'row');
  }

  return (
    <div className="space-y-5">
      <section aria-labelledby="test-questions-heading">
        <h3 id="test-questions-heading" className="mb-2 text-sm font-semibold text-slate-700">
          {t('admin.mockTests.manageQuestionsModal.inThisTest', { length: order.length })}
        </h3>
        {order.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-500">
            {t('admin.mockTests.manageQuestionsModal.noQuestionsYetChooseSome')}
          </p>
        ) : (
          <ol
            ref={listRef}
            aria-label={t('admin.mockTests.manageQuestionsModal.questionsInOrder')}
            className="max-h-72 space-y-2 overflow-y-auto p-0.5"
          >
            {order.map((id, index) => {
              const question = byId.get(id);
              return (
                <li
                  key={id}
                  data-id={id}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a focused row moves with the arrow keys.
                  tabIndex={0}
                  aria-label={t('admin.mockTests.manageQuestionsModal.questionLabel', {
                    number: index + 1,
                    text: question?.questionText ?? shortId(id),
                  })}
                  onKeyDown={(event) => onRowKeyDown(event, index)}
                  className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-2.5 outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
                >
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-100 text-xs font-bold text-violet-700">
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="line-clamp-2 break-words text-slate-900">
                      {question?.questionText ??
                        (linked.complete
                          ? t('admin.mockTests.manageQuestionsModal.thisQuestionIsNoLonger')
                          : t('admin.mockTests.manageQuestionsModal.loading'))}
                    </span>
                    <span className="block text-xs text-slate-500">
                      {question ? `${question.subject} · ${question.level} · ` : ''}#{shortId(id)}
                    </span>
                  </span>
                  <MoveButtons
                    name={t('admin.mockTests.manageQuestionsModal.questionName', { number: index + 1 })}
                    index={index}
                    length={order.length}
                    onMove={(to, part) => moveTo(index, to, part)}
                  />
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={t('admin.mockTests.manageQuestionsModal.removeQuestion', { number: index + 1 })}
                    className="shrink-0 rounded-lg p-1.5 text-slate-500 hover:bg-rose-50 hover:text-rose-600"
                  >
                    <X className="size-4" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </section>

      <QuestionBankPicker value={order} onChange={setOrder} />

      {blocker && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
          {t('admin.mockTests.manageQuestionsModal.useEditToFixThe', { blocker })}
        </p>
      )}

      <ModalActions
        onCancel={onClose}
        cancelDisabled={pending}
        submitLabel={t('admin.mockTests.manageQuestionsModal.saveQuestions')}
        onSubmit={() => checked.success && onSave(toTestBody(checked.data))}
        submitDisabled={!changed || Boolean(blocker)}
        pending={pending}
        pendingText={t('admin.mockTests.manageQuestionsModal.saving')}
      />
    </div>
  );
}
