import { type AdminQuestion, selectToDelete } from '@mockprep/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { useAdminQuestions, useAdminTests } from '../api';
import { QuestionCard, shortId } from '../components/QuestionCard';
import { SelectionBar } from '../components/SelectionBar';
import { subjectsOf } from '../components/SubjectLevelFields';
import { TabHeader } from '../components/TabHeader';
import { useSelection } from '../components/use-selection';
import type { UploadResult } from '../question-upload';
import { ADMIN_TEXT } from '../use-admin-data';
import { useUploadQuestions } from '../use-upload-questions';
import { AddQuestionModal } from './AddQuestionModal';
import { useBulkAssign, useBulkDeleteQuestions, useCreateQuestion, useDeleteQuestion, useUpdateQuestion } from './api';
import { BulkManagerModal } from './BulkManagerModal';
import { BulkUploadQuestionsModal } from './BulkUploadQuestionsModal';
import { EditQuestionModal } from './EditQuestionModal';
import { QuestionFilters, useQuestionFilters } from './QuestionFilters';
import { QUESTION_TEXT } from './texts';

type Dialog =
  | { kind: 'edit' | 'delete'; question: AdminQuestion }
  | { kind: 'add' | 'deleteSelected' | 'bulkUpload' | 'bulkManager' };

/** Cards are drawn this many at a time: a bank can hold thousands of questions. */
const PAGE = 50;

/** SPEC 2.13 Questions: the bank as cards with selection, and add, edit, delete, bulk upload and the bulk manager. */
export function QuestionsTab() {
  const questions = useAdminQuestions();
  const tests = useAdminTests();
  const all = questions.data ?? [];
  const filters = useQuestionFilters(all);
  const selection = useSelection(filters.matching.map((question) => question._id));
  const [shown, setShown] = useState(PAGE);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [uploadResult, setUploadResult] = useState<UploadResult | null>(null);
  const close = () => setDialog(null);
  const subjects = subjectsOf(all);

  const create = useCreateQuestion(close);
  const update = useUpdateQuestion(close);
  const remove = useDeleteQuestion(close);
  const removeSelected = useBulkDeleteQuestions(() => {
    selection.clear();
    close();
  });
  const upload = useUploadQuestions(
    () => QUESTION_TEXT.uploadFailed,
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

  return (
    <section aria-labelledby="questions-heading">
      <TabHeader
        id="questions-heading"
        title="Question Bank"
        subtitle={questions.data ? `${all.length} question(s)` : undefined}
      >
        <Button variant="secondary" onClick={() => setDialog({ kind: 'bulkManager' })}>
          Bulk Manager
        </Button>
        <Button variant="secondary" onClick={openBulkUpload}>
          Bulk Upload
        </Button>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add Question</Button>
      </TabHeader>

      {questions.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <SkeletonCards count={4} className="h-48" label="Loading questions" />
        </div>
      ) : questions.isError ? (
        <LoadError message={ADMIN_TEXT.loadFailed} onRetry={() => void questions.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          icon="checklist"
          title="No questions yet"
          description="Add questions one by one, or upload many at once from a JSON file."
          action={<Button onClick={openBulkUpload}>Bulk Upload</Button>}
        />
      ) : (
        <div className="space-y-4">
          <QuestionFilters filters={filters} subjects={subjects} />
          <SelectionBar
            noun="questions"
            total={filters.matching.length}
            selected={selection.selected.length}
            allSelected={selection.allSelected}
            onToggleAll={selection.toggleAll}
            onDeleteSelected={deleteSelected}
          />
          {filters.matching.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-500">
              No questions match the filters.
            </p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {filters.matching.slice(0, shown).map((question) => (
                <QuestionCard
                  key={question._id}
                  question={question}
                  selected={selection.isSelected(question._id)}
                  onToggle={() => selection.toggle(question._id)}
                  onEdit={() => setDialog({ kind: 'edit', question })}
                  onDelete={() => setDialog({ kind: 'delete', question })}
                />
              ))}
            </div>
          )}
          {filters.matching.length > shown && (
            <div className="text-center">
              <Button variant="secondary" onClick={() => setShown(shown + PAGE)}>
                Show more ({filters.matching.length - shown} left)
              </Button>
            </div>
          )}
        </div>
      )}

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
          title="Delete Question"
          message={`Are you sure you want to delete question #${shortId(dialog.question._id)}? It is also removed from every test that uses it.`}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.question._id)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'deleteSelected' && (
        <ConfirmDialog
          title="Delete Questions"
          message={`Are you sure you want to delete ${selection.selected.length} selected question(s)? They are also removed from every test that uses them.`}
          confirmLabel="Delete"
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
        <BulkManagerModal
          tests={tests.data ?? []}
          pending={assign.isPending}
          onAssign={(body) => assign.mutate(body)}
          onClose={close}
        />
      )}
    </section>
  );
}
