import { type AdminQuestion, formatCount, selectToDelete } from '@mockprep/contract';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { toast } from '../../../lib/toast';
import { useMediaQuery } from '../../../lib/use-media-query';
import { QUESTION_PAGE_SIZE, useAdminQuestions, useQuestionSubjects } from '../api';
import { QuestionCard, shortId } from '../components/QuestionCard';
import { SelectionBar } from '../components/SelectionBar';
import { TabHeader } from '../components/TabHeader';
import { useSelection } from '../components/use-selection';
import type { UploadResult } from '../question-upload';
import { useUploadQuestions } from '../use-upload-questions';
import { AddQuestionModal } from './AddQuestionModal';
import { useBulkAssign, useBulkDeleteQuestions, useCreateQuestion, useDeleteQuestion, useUpdateQuestion } from './api';
import { BulkManagerModal } from './BulkManagerModal';
import { BulkUploadQuestionsModal } from './BulkUploadQuestionsModal';
import { EditQuestionModal } from './EditQuestionModal';
import { QuestionFilters, useQuestionFilters } from './QuestionFilters';
import { QuestionTable } from './QuestionTable';

type Dialog =
  | { kind: 'edit' | 'delete'; question: AdminQuestion }
  | { kind: 'add' | 'deleteSelected' | 'bulkUpload' | 'bulkManager' };

/**
 * SPEC 2.13 Questions: the bank with selection (a compact table on wide screens, cards on phones), and add, edit,
 * delete, bulk upload and the bulk manager. The server searches, filters and pages the bank; selection and bulk
 * delete act on the pages loaded.
 */
export function QuestionsTab() {
  const { t } = useTranslation();
  const filters = useQuestionFilters();
  const questions = useAdminQuestions(filters.query, { limit: QUESTION_PAGE_SIZE });
  const wide = useMediaQuery('(min-width: 1024px)');
  const subjects = useQuestionSubjects().data ?? [];
  const loaded = questions.entries;
  const total = questions.totalText ?? formatCount(loaded.length);
  const selection = useSelection(loaded.map((question) => question._id));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [uploadResult, setUploadResult] = useState<UploadResult | null>(null);
  const close = () => setDialog(null);

  const create = useCreateQuestion(close);
  const update = useUpdateQuestion(close);
  const remove = useDeleteQuestion(close);
  const removeSelected = useBulkDeleteQuestions(() => {
    selection.clear();
    close();
  });
  const upload = useUploadQuestions(
    () => t('admin.questions.uploadFailed'),
    (result) => {
      setUploadResult(result);
      if (result.failed === 0) close();
    },
  );
  const assign = useBulkAssign(close);

  function openBulkUpload() {
    setUploadResult(null);
    upload.reset();
    setDialog({ kind: 'bulkUpload' });
  }

  function deleteSelected() {
    if (selection.selected.length === 0) toast.error(selectToDelete('questions'));
    else setDialog({ kind: 'deleteSelected' });
  }

  function list() {
    if (questions.isPending) {
      return (
        <div className="grid gap-3">
          <SkeletonCards count={4} className="h-24" label={t('admin.questions.questionsTab.loadingQuestions')} />
        </div>
      );
    }
    if (questions.isError) {
      return (
        <LoadError message={t('admin.loadFailed')} error={questions.error} onRetry={() => void questions.refetch()} />
      );
    }
    if (loaded.length === 0 && !filters.active) {
      return (
        <EmptyState
          icon={ClipboardCheck}
          title={t('admin.questions.questionsTab.noQuestionsYet')}
          description={t('admin.questions.questionsTab.addQuestionsOneByOne')}
          action={<Button onClick={openBulkUpload}>{t('admin.questions.questionsTab.bulkUpload')}</Button>}
        />
      );
    }
    if (loaded.length === 0) {
      return (
        <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-500">
          {t('admin.questions.questionsTab.noQuestionsMatchTheFilters')}
        </p>
      );
    }
    return (
      <>
        <SelectionBar
          noun={t('admin.nouns.questions')}
          total={loaded.length}
          selected={selection.selected.length}
          allSelected={selection.allSelected}
          onToggleAll={selection.toggleAll}
          onDeleteSelected={deleteSelected}
        />
        {wide ? (
          <QuestionTable
            questions={loaded}
            isSelected={selection.isSelected}
            onToggle={selection.toggle}
            onEdit={(question) => setDialog({ kind: 'edit', question })}
            onDelete={(question) => setDialog({ kind: 'delete', question })}
          />
        ) : (
          <ul aria-label={t('admin.questions.questionsTab.questionBank')} className="grid gap-3">
            {loaded.map((question) => (
              <li key={question._id} className="grid">
                <QuestionCard
                  question={question}
                  selected={selection.isSelected(question._id)}
                  onToggle={() => selection.toggle(question._id)}
                  onEdit={() => setDialog({ kind: 'edit', question })}
                  onDelete={() => setDialog({ kind: 'delete', question })}
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          summary={t('admin.questions.questionsTab.showing', { length: loaded.length, total })}
          hasMore={questions.hasNextPage}
          pending={questions.isFetchingNextPage}
          onMore={() => void questions.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="questions-heading">
      <TabHeader
        id="questions-heading"
        title={t('admin.questions.questionsTab.questionBank')}
        subtitle={questions.data ? t('admin.questions.questionsTab.questionS', { length: total }) : undefined}
      >
        <Button variant="secondary" onClick={() => setDialog({ kind: 'bulkManager' })}>
          {t('admin.questions.questionsTab.bulkManager')}
        </Button>
        <Button variant="secondary" onClick={openBulkUpload}>
          {t('admin.questions.questionsTab.bulkUpload')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('admin.questions.questionsTab.addQuestion')}</Button>
      </TabHeader>

      <div className="space-y-4">
        <QuestionFilters filters={filters} subjects={subjects} />
        {list()}
      </div>

      {dialog?.kind === 'add' && (
        <AddQuestionModal
          subjects={subjects}
          pending={create.isPending}
          onSubmit={(form) => create.mutate(form)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditQuestionModal
          question={dialog.question}
          subjects={subjects}
          pending={update.isPending}
          onSubmit={(body) => update.mutate({ id: dialog.question._id, body })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.questions.questionsTab.deleteQuestion')}
          message={t('admin.questions.questionsTab.deleteMessage', { id: shortId(dialog.question._id) })}
          confirmLabel={t('admin.questions.questionsTab.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.question._id)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'deleteSelected' && (
        <ConfirmDialog
          title={t('admin.questions.questionsTab.deleteQuestions')}
          message={t('admin.questions.questionsTab.bulkDeleteMessage', { length: selection.selected.length })}
          confirmLabel={t('admin.questions.questionsTab.delete')}
          pending={removeSelected.isPending}
          onConfirm={() => removeSelected.mutate(selection.selected)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'bulkUpload' && (
        <BulkUploadQuestionsModal
          pending={upload.isPending}
          progress={upload.progress}
          result={uploadResult}
          onUpload={(items) => upload.mutate(items)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'bulkManager' && (
        <BulkManagerModal pending={assign.isPending} onAssign={(body) => assign.mutate(body)} onClose={close} />
      )}
    </section>
  );
}
