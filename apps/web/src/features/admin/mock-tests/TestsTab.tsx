import { type AdminTest, type BulkResult, selectToDelete } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { toast } from '../../../lib/toast';
import { useAdminQuestions, useAdminTargetExams, useAdminTests } from '../api';
import { SelectionBar } from '../components/SelectionBar';
import { TabHeader } from '../components/TabHeader';
import { useSelection } from '../components/use-selection';
import { AdminTestCard } from './AdminTestCard';
import { useBulkCreateTests, useBulkDeleteTests, useDeleteTest, useSaveTest, useUpdateTestQuestions } from './api';
import { BulkCreateTestsModal } from './BulkCreateTestsModal';
import { ManageQuestionsModal } from './ManageQuestionsModal';
import { TestFormModal } from './TestFormModal';

type Dialog =
  | { kind: 'form'; test?: AdminTest }
  | { kind: 'delete' | 'questions'; test: AdminTest }
  | { kind: 'deleteSelected' | 'bulkCreate' };

/** SPEC 2.13 Tests: a card per test with selection, and add, edit, questions, delete and bulk creation. */
export function TestsTab() {
  const { t } = useTranslation();
  const tests = useAdminTests();
  const questions = useAdminQuestions();
  const exams = useAdminTargetExams();
  const list = tests.data ?? [];
  const bank = questions.data ?? [];
  const selection = useSelection(list.map((test) => test._id));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);
  const close = () => setDialog(null);

  const save = useSaveTest(close);
  const saveQuestions = useUpdateTestQuestions(close);
  const remove = useDeleteTest(close);
  const removeSelected = useBulkDeleteTests(() => {
    selection.clear();
    close();
  });
  const bulkCreate = useBulkCreateTests((result) => {
    setBulkResult(result);
    if (result.failed === 0) close();
  });

  function openBulkCreate() {
    setBulkResult(null);
    setDialog({ kind: 'bulkCreate' });
  }

  function deleteSelected() {
    if (selection.selected.length === 0) toast.error(selectToDelete('tests'));
    else setDialog({ kind: 'deleteSelected' });
  }

  return (
    <section aria-labelledby="tests-heading">
      <TabHeader
        id="tests-heading"
        title={t('admin.mockTests.testsTab.tests')}
        subtitle={tests.data ? t('admin.mockTests.testsTab.testS', { length: list.length }) : undefined}
      >
        <Button variant="secondary" onClick={openBulkCreate}>
          {t('admin.mockTests.testsTab.bulkCreate')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'form' })}>{t('admin.mockTests.testsTab.addNewTest')}</Button>
      </TabHeader>

      {tests.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-56" label={t('admin.mockTests.testsTab.loadingTests')} />
        </div>
      ) : tests.isError ? (
        <LoadError message={t('admin.loadFailed')} onRetry={() => void tests.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon="book"
          title={t('admin.mockTests.testsTab.noTestsYet')}
          description={t('admin.mockTests.testsTab.createATestAndChoose')}
          action={
            <Button onClick={() => setDialog({ kind: 'form' })}>{t('admin.mockTests.testsTab.addNewTest')}</Button>
          }
        />
      ) : (
        <div className="space-y-4">
          <SelectionBar
            noun={t('admin.nouns.tests')}
            total={list.length}
            selected={selection.selected.length}
            allSelected={selection.allSelected}
            onToggleAll={selection.toggleAll}
            onDeleteSelected={deleteSelected}
          />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((test) => (
              <AdminTestCard
                key={test._id}
                test={test}
                selected={selection.isSelected(test._id)}
                onToggle={() => selection.toggle(test._id)}
                onEdit={() => setDialog({ kind: 'form', test })}
                onQuestions={() => setDialog({ kind: 'questions', test })}
                onDelete={() => setDialog({ kind: 'delete', test })}
              />
            ))}
          </div>
        </div>
      )}

      {dialog?.kind === 'form' && (
        <TestFormModal
          test={dialog.test}
          exams={exams.data ?? []}
          bank={bank}
          bankLoading={questions.isPending}
          pending={save.isPending}
          onSubmit={(body) => save.mutate({ id: dialog.test?._id, body })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'questions' && (
        <ManageQuestionsModal
          test={dialog.test}
          bank={bank}
          pending={saveQuestions.isPending}
          onSave={(ids) => saveQuestions.mutate({ test: dialog.test, questions: ids })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.mockTests.testsTab.deleteTest')}
          message={
            <>
              <p>{t('admin.mockTests.testsTab.deleteMessage')}</p>
              <p className="mt-2 font-semibold">{dialog.test.title}</p>
            </>
          }
          confirmLabel={t('admin.mockTests.testsTab.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.test._id)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'deleteSelected' && (
        <ConfirmDialog
          title={t('admin.mockTests.testsTab.deleteTests')}
          message={t('admin.mockTests.testsTab.bulkDeleteMessage', { length: selection.selected.length })}
          confirmLabel={t('admin.mockTests.testsTab.delete')}
          pending={removeSelected.isPending}
          onConfirm={() => removeSelected.mutate(selection.selected)}
          onCancel={close}
        />
      )}
      {dialog?.kind === 'bulkCreate' && (
        <BulkCreateTestsModal
          pending={bulkCreate.isPending}
          result={bulkResult}
          onCreate={(items) => bulkCreate.mutate(items)}
          onClose={close}
        />
      )}
    </section>
  );
}
