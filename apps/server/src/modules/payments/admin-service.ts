import type {
  AdminPaymentFilters,
  AdminPaymentPage,
  AdminPaymentSummary,
  AdminPaymentsQuery,
  Payment,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import { firstPageTotal, inBatches, pageOf } from '../../lib/paging';
import { countPayments, listPayments, paymentTotals } from './admin-repo';
import { toPaymentJson } from './service';

type Row = Awaited<ReturnType<typeof listPayments>>[number];
const toJson = (row: Row): Payment => toPaymentJson(row.payment, row.test, row.user);

/** The Admin Panel's view of every student's payments. */
export function makeAdminPayments(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** A page of payments with the count of all that match: two queries whatever the page size. */
    async list(query: AdminPaymentsQuery): Promise<AdminPaymentPage> {
      const [found, counted] = await Promise.all([
        listPayments(db, query, query),
        firstPageTotal(query, () => countPayments(db, query)),
      ]);
      const { rows, nextCursor } = pageOf(found, query);
      return { entries: rows.map(toJson), nextCursor, ...counted };
    },

    /** Every matching payment, newest first, in batches (the CSV export). */
    async *batches(filters: AdminPaymentFilters): AsyncGenerator<Payment[]> {
      for await (const rows of inBatches((page) => listPayments(db, filters, page))) yield rows.map(toJson);
    },

    /** Revenue counts paid payments only (never a refunded one); open orders count as pending. */
    async summary(): Promise<AdminPaymentSummary> {
      const totals = await paymentTotals(db);
      return {
        revenue: (totals?.revenuePaise ?? 0) / 100,
        transactions: totals?.transactions ?? 0,
        successful: totals?.paid ?? 0,
        failed: totals?.failed ?? 0,
        pending: totals?.created ?? 0,
        refunded: totals?.refunded ?? 0,
      };
    },
  };
}

export type AdminPayments = ReturnType<typeof makeAdminPayments>;
