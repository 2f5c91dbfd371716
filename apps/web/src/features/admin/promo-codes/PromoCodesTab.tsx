import type { PromoCode } from '@mockprep/contract';
import { formatCount } from '@mockprep/contract';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SkeletonCards } from '../../../components/ui/Skeleton';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminTargetExams, useAdminTests } from '../api';
import { ListSearch } from '../components/ListSearch';
import { useAdminPromoCodes, useDeletePromoCode, useSavePromoCode } from './api';
import { newPromoValues, promoValues } from './form-values';
import { PromoCodeEditor } from './PromoCodeEditor';
import { PromoCodeTable } from './PromoCodeTable';
import { PromoStatsCards } from './PromoStatsCards';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; promo: PromoCode };

/** Paid tests the form's picker asks for at a time. */
const TEST_OPTIONS_PAGE = 20;

/** SPEC 2.13 Promo Codes: stats, the create/edit form and the table of codes. */
export function PromoCodesTab() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const codes = useAdminPromoCodes(search);
  const { entries, totalText: total = formatCount(entries.length) } = codes;
  const exams = useAdminTargetExams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Promo codes apply to paid tests only: the form's picker searches them on the server.
  const [testSearch, setTestSearch] = useState('');
  const settledSearch = useDebouncedValue(testSearch.trim(), SEARCH_DEBOUNCE_MS);
  const tests = useAdminTests(
    { type: 'Paid', search: settledSearch || undefined },
    { limit: TEST_OPTIONS_PAGE, enabled: dialog?.kind === 'create' || dialog?.kind === 'edit' },
  );
  const close = () => {
    setDialog(null);
    setTestSearch('');
  };
  const save = useSavePromoCode(close);
  const remove = useDeletePromoCode(close);
  const now = new Date();

  const testOptions = tests.entries.map((test) => ({ id: test._id, label: test.title, detail: test.subject }));
  const examOptions = (exams.data ?? []).map((exam) => ({ id: exam._id, label: exam.name }));

  function codeList() {
    if (codes.isPending)
      return <SkeletonCards count={1} className="h-64" label={t('admin.promoCodes.promoCodesTab.loadingPromoCodes')} />;
    if (codes.isError && entries.length === 0)
      return <LoadError message={t('admin.promoLoadFailed')} error={codes.error} onRetry={() => codes.refetch()} />;
    if (entries.length === 0) {
      return (
        <EmptyState
          icon={Sparkles}
          title={t(
            search ? 'admin.promoCodes.promoCodesTab.noCodesMatch' : 'admin.promoCodes.promoCodesTab.noPromoCodesYet',
          )}
          description={t(
            search
              ? 'admin.promoCodes.promoCodesTab.noCodesMatchHint'
              : 'admin.promoCodes.promoCodesTab.createACodeToOffer',
          )}
        />
      );
    }
    return (
      <>
        <PromoCodeTable
          codes={entries}
          now={now}
          onEdit={(promo) => setDialog({ kind: 'edit', promo })}
          onDelete={(promo) => setDialog({ kind: 'delete', promo })}
        />
        <LoadMore
          summary={t('admin.promoCodes.promoCodesTab.showing', { shown: entries.length, total })}
          hasMore={codes.hasNextPage}
          pending={codes.isFetchingNextPage}
          onMore={() => codes.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="promo-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promo-title" className="text-lg font-semibold text-slate-900">
          {t('admin.promoCodes.promoCodesTab.promoCodes')}
        </h2>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Sparkles className="size-4" />
          {t('admin.promoCodes.promoCodesTab.createPromoCode')}
        </Button>
      </div>
      <PromoStatsCards />
      <ListSearch
        id="promo-search"
        label={t('admin.promoCodes.promoCodesTab.searchLabel')}
        placeholder={t('admin.promoCodes.promoCodesTab.searchPlaceholder')}
        value={typed}
        onChange={setTyped}
      />
      {codeList()}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <PromoCodeEditor
          mode={dialog.kind}
          values={dialog.kind === 'edit' ? promoValues(dialog.promo) : newPromoValues(now)}
          tests={testOptions}
          testSearch={{
            onSearch: setTestSearch,
            hasMore: tests.hasNextPage,
            pending: tests.isFetchingNextPage,
            onMore: () => void tests.fetchNextPage(),
          }}
          exams={examOptions}
          onSubmit={(body) => save.mutate({ id: dialog.kind === 'edit' ? dialog.promo._id : undefined, body })}
          pending={save.isPending}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.promoCodes.promoCodesTab.deletePromoCode')}
          message={t('admin.promoCodes.promoCodesTab.areYouSureYouWant', { code: dialog.promo.code })}
          confirmLabel={t('admin.promoCodes.promoCodesTab.deletePromoCode')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.promo._id)}
          onCancel={close}
        />
      )}
    </section>
  );
}
