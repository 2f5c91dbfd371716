import { MSG, type PromoValidation } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { PromoRow, TestRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { discountPaise, promoProblem } from './pricing';
import { consumeFreeUse, consumeHeldUse, findPromo, releaseUse, reserveUse, testTargetExamIds } from './repo';

export type Quote = { promo: PromoRow | null; originalPaise: number; discountPaise: number; finalPaise: number };

export function makePromoCodes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Codes are stored upper-case and matched after trimming. */
  const find = (ref: { id?: string | null; code?: string | null }): Promise<PromoRow | undefined> =>
    findPromo(db, ref.id ? { id: ref.id } : { code: (ref.code ?? '').trim().toUpperCase() });

  /**
   * The price of `test` with the code applied; 400 with the rule's message when the code does not apply.
   * `heldPromoId`: the code whose use the student's open order of this test holds, and which a new order of the
   * same test would take over, so that use does not count against the new one.
   */
  async function quote(
    test: TestRow,
    ref: { id?: string | null; code?: string | null },
    heldPromoId: string | null = null,
  ): Promise<Quote> {
    const originalPaise = test.pricePaise;
    if (!ref.id && !ref.code) return { promo: null, originalPaise, discountPaise: 0, finalPaise: originalPaise };
    const promo = await find(ref);
    if (!promo) throw new HttpError(400, MSG.promoInvalid);
    const examIds = await testTargetExamIds(db, test.id);
    const terms = promo.id === heldPromoId ? { ...promo, reservedCount: Math.max(0, promo.reservedCount - 1) } : promo;
    const problem = promoProblem(terms, {
      now: clock.now(),
      testId: test.id,
      testTargetExamIds: examIds,
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
      if (!(await reserveUse(tx, promoId))) throw new HttpError(400, MSG.promoUsedUp);
    },

    release: (tx: Db, promoId: string): Promise<void> => releaseUse(tx, promoId),

    /**
     * Counts a paid use. With a held reservation the use moves from reserved to used. Without one (the hold
     * lapsed, or the payment had failed first) the use is counted only while a use is free: the student keeps
     * the price they were quoted, and usedCount still never exceeds maxUses.
     */
    async consume(tx: Db, promoId: string, held: boolean): Promise<void> {
      await (held ? consumeHeldUse(tx, promoId) : consumeFreeUse(tx, promoId));
    },
  };
}

export type PromoCodes = ReturnType<typeof makePromoCodes>;
