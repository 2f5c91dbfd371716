import type { TargetExam } from '@mockprep/contract';
import { useRef, useState } from 'react';
import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { MoveButtons } from '../components/MoveButtons';
import { move, useMoveFocus } from '../components/reorder';
import { renumber } from './sequence';

type Props = {
  exams: TargetExam[];
  pending: boolean;
  onSave: (sequences: { id: string; sequence: number }[]) => void;
  onClose: () => void;
};

/**
 * React Aria's drag and drop reorders the exams, by mouse, touch or keyboard (→ to an exam's handle, Enter, arrow keys,
 * Enter), as do its Move buttons; the new numbers 1..n show at once and are saved only with "Save Sequence" (SPEC 4).
 */
export function SequenceManagerModal({ exams, pending, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(exams);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterMove = useMoveFocus(listRef);

  const sequences = renumber(order);
  const changed = order.some((exam, index) => exam.sequence !== index + 1);

  function moveTo(from: number, to: number) {
    const exam = order[from];
    if (!exam || to < 0 || to >= order.length || to === from) return;
    setOrder(move(order, from, to));
    setAnnouncement(t('admin.movedTo', { item: exam.name, position: to + 1, total: order.length }));
  }

  const { dragAndDropHooks } = useDragAndDrop<TargetExam>({
    getItems: (_keys, items) => items.map((exam) => ({ 'text/plain': exam.name })),
    onReorder({ keys, target }) {
      const from = order.findIndex((exam) => keys.has(exam._id));
      const onto = order.findIndex((exam) => exam._id === target.key);
      // Taking the exam out first shifts the ones after it up by one.
      const to = target.dropPosition === 'after' ? (from < onto ? onto : onto + 1) : from < onto ? onto - 1 : onto;
      moveTo(from, to);
    },
  });

  return (
    <Modal title={t('admin.targetExams.sequenceManagerModal.manageSequence')} onClose={onClose}>
      <p id="sequence-help" className="mb-4 text-sm text-slate-600">
        {t('admin.targetExams.sequenceManagerModal.dragExamsIntoTheOrder')}
      </p>
      <GridList
        ref={listRef}
        aria-label={t('admin.targetExams.sequenceManagerModal.targetExamsInOrder')}
        aria-describedby="sequence-help"
        items={order}
        // The rows show their position, so they render again whenever the order changes.
        dependencies={[order]}
        dragAndDropHooks={dragAndDropHooks}
        className="space-y-2 outline-none"
      >
        {(exam) => {
          const index = order.indexOf(exam);
          return (
            <GridListItem
              id={exam._id}
              data-id={exam._id}
              textValue={t('admin.targetExams.sequenceManagerModal.position', { name: exam.name, position: index + 1 })}
              className={({ isDragging }) =>
                `flex items-center gap-3 rounded-xl border bg-white px-3 py-2.5 outline-none data-focus-visible:ring-2 data-focus-visible:ring-violet-500 data-drop-target:border-violet-500 ${isDragging ? 'border-violet-400 opacity-60' : 'border-slate-200'}`
              }
            >
              <Button
                slot="drag"
                className="cursor-grab rounded px-1 text-muted outline-none data-focus-visible:ring-2 data-focus-visible:ring-violet-500"
              >
                ⋮⋮
              </Button>
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
                onMove={(to, part) => {
                  moveTo(index, to);
                  focusAfterMove(exam._id, part);
                }}
              />
            </GridListItem>
          );
        }}
      </GridList>
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
