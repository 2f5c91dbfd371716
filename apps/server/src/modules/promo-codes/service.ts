import { MSG, type PromoValidation } from '@mockprep/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { promoCodes, type TestRow, testTargetExams } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { discountPaise, type PromoRow, promoProblem } from './pricing';

/** The code has a use that is neither counted nor held for an open order. */
const aUseIsFree = or(
  isNull(promoCodes.maxUses),
  lt(sql`${promoCodes.usedCount} + ${promoCodes.reservedCount}`, promoCodes.maxUses),
);

export type Quote = { promo: PromoRow | null; originalPaise: number; discountPaise: number; finalPaise: number };

export function makePromoCodes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function find(ref: { id?: string | null; code?: string | null }): Promise<PromoRow | undefined> {
    const where = ref.id ? eq(promoCodes.id, ref.id) : eq(promoCodes.code, (ref.code ?? '').trim().toUpperCase());
    const [row] = await db.select().from(promoCodes).where(where).limit(1);
    return row;
  }

  /** The price of `test` with the code applied; 400 with the rule's message when the code does not apply. */
  async function quote(test: TestRow, ref: { id?: string | null; code?: string | null }): Promise<Quote> {
    const originalPaise = test.pricePaise;
    if (!ref.id && !ref.code) return { promo: null, originalPaise, discountPaise: 0, finalPaise: originalPaise };
    const promo = await find(ref);
    if (!promo) throw new HttpError(400, MSG.promoInvalid);
    const exams = await db
      .select({ id: testTargetExams.targetExamId })
      .from(testTargetExams)
      .where(eq(testTargetExams.testId, test.id));
    const problem = promoProblem(promo, {
      now: clock.now(),
      testId: test.id,
      testTargetExamIds: exams.map((e) => e.id),
      originalPaise,
    });
    if (problem) throw new HttpError(400, problem);
    const discount = discountPaise(promo, originalPaise);
    return { promo, originalPaise, discountPaise: discount, finalPaise: originalPaise - discount };
  }

  return {
    quote,

    async validate(test: TestRow, code: string): Promise<PromoValidation> {
      const { promo, originalPaise, finalPaise, discountPaise: savings } = await quote(test, { code });
      if (!promo) throw new HttpError(400, MSG.promoInvalid);
      return {
        promoCode: {
          id: promo.id,
          code: promo.code,
          description: promo.description,
          discountType: promo.discountType,
          discountValue: promo.discountValue,
        },
        originalAmount: originalPaise / 100,
        finalAmount: finalPaise / 100,
        savings: savings / 100,
      };
    },

    /**
     * Holds one use for an order about to be created. The conditional update is what keeps paid uses
     * within maxUses when many students buy at once: a use is either held here or refused.
     */
    async reserve(tx: Db, promoId: string): Promise<void> {
      const [held] = await tx
        .update(promoCodes)
        .set({ reservedCount: sql`${promoCodes.reservedCount} + 1` })
        .where(and(eq(promoCodes.id, promoId), aUseIsFree))
        .returning({ id: promoCodes.id });
      if (!held) throw new HttpError(400, MSG.promoUsedUp);
    },

    async release(tx: Db, promoId: string): Promise<void> {
      await tx
        .update(promoCodes)
        .set({ reservedCount: sql`greatest(${promoCodes.reservedCount} - 1, 0)` })
        .where(eq(promoCodes.id, promoId));
    },

    /**
     * Counts a paid use. With a held reservation the use moves from reserved to used. Without one (the hold
     * lapsed, or the payment had failed first) the use is counted only while a use is free: the student keeps
     * the price they were quoted, and usedCount still never exceeds maxUses.
     */
    async consume(tx: Db, promoId: string, held: boolean): Promise<void> {
      if (held) {
        await tx
          .update(promoCodes)
          .set({
            usedCount: sql`${promoCodes.usedCount} + 1`,
            reservedCount: sql`greatest(${promoCodes.reservedCount} - 1, 0)`,
          })
          .where(eq(promoCodes.id, promoId));
        return;
      }
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.id, promoId), aUseIsFree));
    },
  };
}

export type PromoCodes = ReturnType<typeof makePromoCodes>;
