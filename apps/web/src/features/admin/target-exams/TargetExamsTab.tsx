import { type BulkResult, selectToDelete, TARGET_EXAM_MSG, type TargetExam } from '@mockprep/contract';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { toast } from '../../../lib/toast';
import { useAdminTargetExams } from '../api';
import { SelectionBar } from '../components/SelectionBar';
import { TabHeader } from '../components/TabHeader';
import { useSelection } from '../components/use-selection';
import {
  useBulkCreateTargetExams,
  useBulkDeleteTargetExams,
  useDeleteTargetExam,
  useReorderAll,
  useSaveSequences,
  useSaveTargetExam,
} from './api';
import { BulkUploadTargetExamsModal } from './BulkUploadTargetExamsModal';
import { SequenceManagerModal } from './SequenceManagerModal';
import { TargetExamFormModal } from './TargetExamFormModal';
import { TargetExamList } from './TargetExamList';

type Dialog =
  | { kind: 'form'; exam?: TargetExam }
  | { kind: 'delete'; exam: TargetExam }
  | { kind: 'deleteSelected' | 'bulkUpload' | 'sequence' | 'reorder' };

/** SPEC 2.13 Target Exams: the list with selection, and add, edit, delete, bulk upload and ordering. */
export function TargetExamsTab() {
  const { t } = useTranslation();
  const exams = useAdminTargetExams();
  const list = exams.data ?? [];
  const selection = useSelection(list.map((exam) => exam._id));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const close = () => setDialog(null);

  const save = useSaveTargetExam(close);
  const remove = useDeleteTargetExam(close);
  const removeSelected = useBulkDeleteTargetExams(() => {
    selection.clear();
    close();
  });
  const bulkCreate = useBulkCreateTargetExams((result) => {
    setBulkResult(result);
    if (result.failed === 0) close();
  });
  const saveSequences = useSaveSequences(close);
  const reorder = useReorderAll(close);

  function openBulkUpload() {
    setBulkResult(null);
    setDialog({ kind: 'bulkUpload' });
  }

  function deleteSelected() {
    if (selection.selected.length === 0) toast.error(selectToDelete('target exams'));
    else setDialog({ kind: 'deleteSelected' });
  }

  return (
    <section aria-labelledby="target-exams-heading">
      <TabHeader
        id="target-exams-heading"
        title={t('admin.targetExams.targetExamsTab.targetExams')}
        subtitle={
          exams.data ? t('admin.targetExams.targetExamsTab.targetExamSInThe', { length: list.length }) : undefined
        }
      >
        <Button variant="secondary" onClick={() => setDialog({ kind: 'sequence' })} disabled={list.length < 2}>
          {t('admin.targetExams.targetExamsTab.manageSequence')}
        </Button>
        <Button variant="secondary" onClick={openBulkUpload}>
          {t('admin.targetExams.targetExamsTab.bulkUpload')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'reorder' })} disabled={list.length === 0}>
          {t('admin.targetExams.targetExamsTab.reorderAll')}
        </Button>
        {/* A new exam goes after the loaded ones, so the form waits for the list. */}
        <Button onClick={() => setDialog({ kind: 'form' })} disabled={!exams.data}>
          {t('admin.targetExams.targetExamsTab.addNewExam')}
        </Button>
      </TabHeader>

      {exams.isPending ? (
        <div className="space-y-3">
          <SkeletonCards count={4} className="h-14" label={t('admin.targetExams.targetExamsTab.loadingTargetExams')} />
        </div>
      ) : exams.isError ? (
        <LoadError message={t('admin.loadFailed')} error={exams.error} onRetry={() => void exams.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={GraduationCap}
          title={t('admin.targetExams.targetExamsTab.noTargetExamsFound')}
          description={t('admin.targetExams.targetExamsTab.addTheExamsStudentsPrepare')}
          action={
            <Button onClick={() => setDialog({ kind: 'form' })}>
              {t('admin.targetExams.targetExamsTab.addNewExam')}
            </Button>
          }
        />
      ) : (
        <div className="space-y-4">
          <SelectionBar
            noun={t('admin.nouns.targetExams')}
            total={list.length}
            selected={selection.selected.length}
            allSelected={selection.allSelected}
            onToggleAll={selection.toggleAll}
            onDeleteSelected={deleteSelected}
          />
          <TargetExamList
            exams={list}
            selection={selection}
            onEdit={(exam) => setDialog({ kind: 'form', exam })}
            onDelete={(exam) => setDialog({ kind: 'delete', exam })}
          />
        </div>
      )}

      {dialog?.kind === 'form' && (
        <TargetExamFormModal
          exam={dialog.exam}
          nextSequence={Math.max(0, ...list.map((exam) => exam.sequence)) + 1}
          pending={save.isPending}
          onSubmit={(body) => save.mutate({ id: dialog.exam?._id, body })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.targetExams.targetExamsTab.deleteTargetExam')}
          message={
            <>
              <p>{TARGET_EXAM_MSG.confirmDelete}</p>
              <p className="mt-2 font-semibold">{dialog.exam.name}</p>
            </>
          }
          confirmLabel={t('admin.targetExams.targetExamsTab.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.exam._id)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'deleteSelected' && (
        <ConfirmDialog
          title={t('admin.targetExams.targetExamsTab.deleteTargetExams')}
          message={t('admin.targetExams.targetExamsTab.areYouSureYouWant', { length: selection.selected.length })}
          confirmLabel={t('admin.targetExams.targetExamsTab.delete')}
          pending={removeSelected.isPending}
          onConfirm={() => removeSelected.mutate(selection.selected)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'reorder' && (
        <ConfirmDialog
          title={t('admin.targetExams.targetExamsTab.reorderAllTargetExams')}
          message={TARGET_EXAM_MSG.reorderWarning}
          confirmLabel={t('admin.targetExams.targetExamsTab.reorderAll')}
          tone="primary"
          pending={reorder.isPending}
          onConfirm={() => reorder.mutate()}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'bulkUpload' && (
        <BulkUploadTargetExamsModal
          pending={bulkCreate.isPending}
          result={bulkResult}
          onUpload={(items) => bulkCreate.mutate(items)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'sequence' && (
        <SequenceManagerModal
          exams={list}
          pending={saveSequences.isPending}
          onSave={(sequences) => saveSequences.mutate(sequences)}
          onClose={close}
        />
      )}
    </section>
  );
}
