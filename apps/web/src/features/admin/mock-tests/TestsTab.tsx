import { type BulkResult, formatCount, selectToDelete, type Test } from '@mockprep/contract';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { toast } from '../../../lib/toast';
import { useAdminTargetExams, useAdminTests } from '../api';
import { SelectionBar } from '../components/SelectionBar';
import { TabHeader } from '../components/TabHeader';
import { useSelection } from '../components/use-selection';
import { AdminTestCard } from './AdminTestCard';
import { useBulkCreateTests, useBulkDeleteTests, useDeleteTest, useSaveTest, useUpdateTestQuestions } from './api';
import { BulkCreateTestsModal } from './BulkCreateTestsModal';
import { ManageQuestionsModal } from './ManageQuestionsModal';
import { TestFilters, useTestFilters } from './TestFilters';
import { TestFormModal } from './TestFormModal';

type Dialog =
  | { kind: 'form'; test?: Test }
  | { kind: 'delete' | 'questions'; test: Test }
  | { kind: 'deleteSelected' | 'bulkCreate' };

/**
 * SPEC 2.13 Tests: a card per test with selection, and add, edit, questions, delete and bulk creation. The server
 * searches, filters and pages the tests; selection and bulk delete act on the pages loaded.
 */
export function TestsTab() {
  const { t } = useTranslation();
  const filters = useTestFilters();
  const tests = useAdminTests(filters.query);
  const exams = useAdminTargetExams();
  const list = tests.entries;
  const total = tests.totalText ?? formatCount(list.length);
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

  function cards() {
    if (tests.isPending) {
      return (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={6} className="h-56" label={t('admin.mockTests.testsTab.loadingTests')} />
        </div>
      );
    }
    if (tests.isError)
      return <LoadError message={t('admin.loadFailed')} error={tests.error} onRetry={() => void tests.refetch()} />;
    if (list.length === 0 && !filters.active) {
      return (
        <EmptyState
          icon={BookOpen}
          title={t('admin.mockTests.testsTab.noTestsYet')}
          description={t('admin.mockTests.testsTab.createATestAndChoose')}
          action={
            <Button onClick={() => setDialog({ kind: 'form' })}>{t('admin.mockTests.testsTab.addNewTest')}</Button>
          }
        />
      );
    }
    if (list.length === 0) {
      return (
        <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-500">
          {t('admin.mockTests.testsTab.noTestsMatch')}
        </p>
      );
    }
    return (
      <>
        <SelectionBar
          noun={t('admin.nouns.tests')}
          total={list.length}
          selected={selection.selected.length}
          allSelected={selection.allSelected}
          onToggleAll={selection.toggleAll}
          onDeleteSelected={deleteSelected}
        />
        <ul aria-label={t('admin.mockTests.testsTab.tests')} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((test) => (
            <li key={test._id} className="grid">
              <AdminTestCard
                test={test}
                selected={selection.isSelected(test._id)}
                onToggle={() => selection.toggle(test._id)}
                onEdit={() => setDialog({ kind: 'form', test })}
                onQuestions={() => setDialog({ kind: 'questions', test })}
                onDelete={() => setDialog({ kind: 'delete', test })}
              />
            </li>
          ))}
        </ul>
        <LoadMore
          summary={t('admin.mockTests.testsTab.showing', { length: list.length, total })}
          hasMore={tests.hasNextPage}
          pending={tests.isFetchingNextPage}
          onMore={() => void tests.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="tests-heading">
      <TabHeader
        id="tests-heading"
        title={t('admin.mockTests.testsTab.tests')}
        subtitle={tests.data ? t('admin.mockTests.testsTab.testS', { length: total }) : undefined}
      >
        <Button variant="secondary" onClick={openBulkCreate}>
          {t('admin.mockTests.testsTab.bulkCreate')}
        </Button>
        <Button onClick={() => setDialog({ kind: 'form' })}>{t('admin.mockTests.testsTab.addNewTest')}</Button>
      </TabHeader>

      <div className="space-y-4">
        <TestFilters filters={filters} exams={exams.data ?? []} />
        {cards()}
      </div>

      {dialog?.kind === 'form' && (
        <TestFormModal
          test={dialog.test}
          exams={exams.data ?? []}
          pending={save.isPending}
          onSubmit={(test) => save.mutate({ id: dialog.test?._id, save: test })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'questions' && (
        <ManageQuestionsModal
          test={dialog.test}
          pending={saveQuestions.isPending}
          onSave={(body) => saveQuestions.mutate({ id: dialog.test._id, body })}
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
