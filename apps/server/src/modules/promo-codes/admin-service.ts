import {
  PROMO_MSG,
  type PromoCode,
  type PromoCodeInput,
  type PromoCodePage,
  type PromoCodesQuery,
  type PromoStats,
  promoDisplayStatus,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { PromoRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { firstPageTotal, pageOf } from '../../lib/paging';
import type { Actor, AuditLog } from '../audit-log/service';
import {
  allPromoCodes,
  countPromoCodes,
  deletePromoCode,
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  updatePromoCode,
} from './admin-repo';

const CODE_TAKEN = 'A promo code with this code already exists';

const paise = (rupees: number | undefined) => (rupees === undefined ? null : Math.round(rupees * 100));

export const toPromoJson = (row: PromoRow): PromoCode => ({
  _id: row.id,
  code: row.code,
  description: row.description,
  discountType: row.discountType,
  discountValue: row.discountValue,
  maxDiscount: row.maxDiscountPaise === null ? null : row.maxDiscountPaise / 100,
  minAmount: row.minAmountPaise / 100,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil.toISOString(),
  isActive: row.isActive,
  applicableTests: row.applicableTests,
  applicableTargetExams: row.applicableTargetExams,
  createdAt: row.createdAt.toISOString(),
});

export function makeAdminPromoCodes(deps: { db: Db; clock: Clock; audit: AuditLog }) {
  const { db, clock, audit } = deps;

  const fields = (input: PromoCodeInput) => ({
    code: input.code,
    description: input.description,
    discountType: input.discountType,
    discountValue: input.discountValue,
    maxDiscountPaise: input.discountType === 'percentage' ? paise(input.maxDiscount) : null,
    minAmountPaise: paise(input.minAmount) ?? 0,
    maxUses: input.maxUses ?? null,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    isActive: input.isActive,
    applicableTests: input.applicableTests,
    applicableTargetExams: input.applicableTargetExams,
  });

  /** Runs the write and records it in one transaction; a taken code is a 409, a missing one a 404. */
  async function write(
    actor: Actor,
    action: 'promo-code.create' | 'promo-code.update',
    id: string | null,
    work: (tx: Db) => Promise<PromoRow | undefined>,
  ): Promise<PromoCode> {
    try {
      return await db.transaction(async (tx) => {
        const before = id ? await findPromoCode(tx, id) : undefined;
        const row = await work(tx);
        if (!row) throw new HttpError(404, PROMO_MSG.notFound);
        const after = toPromoJson(row);
        await audit.record(actor, { action, entityId: row.id, before: before && toPromoJson(before), after }, tx);
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, CODE_TAKEN);
      throw error;
    }
  }

  return {
    async list(query: PromoCodesQuery): Promise<PromoCodePage> {
      const [found, counted] = await Promise.all([
        listPromoCodes(db, query),
        firstPageTotal(query, () => countPromoCodes(db, query)),
      ]);
      const { rows, nextCursor } = pageOf(found, query);
      return { entries: rows.map(toPromoJson), nextCursor, ...counted };
    },
    create: (actor: Actor, input: PromoCodeInput) =>
      write(actor, 'promo-code.create', null, (tx) => insertPromoCode(tx, fields(input))),
    update: (actor: UserRow, id: string, input: PromoCodeInput) =>
      write(actor, 'promo-code.update', id, (tx) =>
        updatePromoCode(tx, id, { ...fields(input), updatedAt: clock.now() }),
      ),
    /** Payments keep their snapshot of the code; their link to it is cleared. */
    async remove(actor: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await deletePromoCode(tx, id);
        if (!gone) throw new HttpError(404, PROMO_MSG.notFound);
        await audit.record(actor, { action: 'promo-code.delete', entityId: id, before: toPromoJson(gone) }, tx);
      });
    },
    async stats(): Promise<PromoStats> {
      const codes = (await allPromoCodes(db)).map(toPromoJson);
      const now = clock.now();
      const status = codes.map((c) => promoDisplayStatus(c, now));
      return {
        totalPromoCodes: codes.length,
        activePromoCodes: status.filter((s) => s === 'Active').length,
        expiredPromoCodes: status.filter((s) => s === 'Expired').length,
        mostUsed: [...codes]
          .sort((a, b) => b.usedCount - a.usedCount)
          .slice(0, 5)
          .map((c) => ({ _id: c._id, code: c.code, usedCount: c.usedCount })),
      };
    },
  };
}

export type AdminPromoCodes = ReturnType<typeof makeAdminPromoCodes>;
