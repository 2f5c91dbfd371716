import type { TargetExam } from '@mockprep/contract';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { MoveButtons } from '../components/MoveButtons';
import { keyTarget, move, useMoveFocus } from '../components/reorder';
import { renumber } from './sequence';

type Props = {
  exams: TargetExam[];
  pending: boolean;
  onSave: (sequences: { id: string; sequence: number }[]) => void;
  onClose: () => void;
};

type Part = 'row' | 'up' | 'down';

/**
 * Drag an exam, or focus it and press the arrow keys (or its Move buttons), to change the order;
 * the new numbers 1..n show at once and are saved only with "Save Sequence" (SPEC 4).
 */
export function SequenceManagerModal({ exams, pending, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(exams);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useMoveFocus(listRef);

  const sequences = renumber(order);
  const changed = order.some((exam, index) => exam.sequence !== index + 1);

  function moveTo(from: number, to: number, part: Part) {
    const exam = order[from];
    if (!exam || to < 0 || to >= order.length || to === from) return;
    setOrder(move(order, from, to));
    setAnnouncement(t('admin.movedTo', { item: exam.name, position: to + 1, total: order.length }));
    focusAfterMove(exam._id, part);
  }

  function onRowKeyDown(event: KeyboardEvent, index: number) {
    const to = keyTarget(event, index, order.length);
    if (to === undefined) return;
    event.preventDefault();
    moveTo(index, to, 'row');
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragging !== null) moveTo(dragging, index, 'row');
    setDragging(null);
  }

  return (
    <Modal title={t('admin.targetExams.sequenceManagerModal.manageSequence')} onClose={onClose}>
      <p id="sequence-help" className="mb-4 text-sm text-slate-600">
        {t('admin.targetExams.sequenceManagerModal.dragExamsIntoTheOrder')}
      </p>
      <ol
        ref={listRef}
        aria-label={t('admin.targetExams.sequenceManagerModal.targetExamsInOrder')}
        className="space-y-2"
      >
        {order.map((exam, index) => (
          <li
            key={exam._id}
            data-id={exam._id}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a focused row moves with the arrow keys.
            tabIndex={0}
            draggable
            aria-describedby="sequence-help"
            aria-label={t('admin.targetExams.sequenceManagerModal.position', { name: exam.name, position: index + 1 })}
            onKeyDown={(event) => onRowKeyDown(event, index)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', exam._id);
              setDragging(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => setDragging(null)}
            className={`flex cursor-grab items-center gap-3 rounded-xl border bg-white px-3 py-2.5 outline-none focus-visible:ring-2 focus-visible:ring-violet-500 ${dragging === index ? 'border-violet-400 opacity-60' : 'border-slate-200'}`}
          >
            <span aria-hidden="true" className="text-muted">
              ⋮⋮
            </span>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-violet-100 text-sm font-bold text-violet-700">
              {sequences[index]?.sequence}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-900">{exam.name}</span>
              {exam.sequence !== index + 1 && (
                <span className="block text-xs text-slate-500">
                  {t('admin.targetExams.sequenceManagerModal.was', { sequence: exam.sequence })}
                </span>
              )}
            </span>
            <MoveButtons
              name={exam.name}
              index={index}
              length={order.length}
              onMove={(to, part) => moveTo(index, to, part)}
            />
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ModalActions
        onCancel={onClose}
        submitLabel={t('admin.targetExams.sequenceManagerModal.saveSequence')}
        onSubmit={() => onSave(sequences)}
        submitDisabled={!changed}
        pending={pending}
        pendingText={t('admin.targetExams.sequenceManagerModal.saving')}
        className="mt-6"
      />
    </Modal>
  );
}
