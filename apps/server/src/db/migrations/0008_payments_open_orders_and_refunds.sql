DROP INDEX "payments_provider_order_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_provider_order_idx" ON "payments" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
-- Hand-written: before the one-open-order index, close all but the newest open order of each student and test,
-- giving back the promo uses they held.
WITH ranked AS (
  SELECT "id", "promo_code_id", "promo_reserved",
    row_number() OVER (PARTITION BY "user_id", "test_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
  FROM "payments" WHERE "status" = 'created'
), closed AS (
  UPDATE "payments" SET "status" = 'cancelled', "promo_reserved" = false, "updated_at" = now()
  FROM ranked WHERE "payments"."id" = ranked."id" AND ranked."n" > 1
  RETURNING ranked."promo_code_id", ranked."promo_reserved"
)
UPDATE "promo_codes" SET "reserved_count" = greatest("reserved_count" - held."uses", 0)
FROM (SELECT "promo_code_id", count(*)::int AS "uses" FROM closed WHERE "promo_reserved" GROUP BY "promo_code_id") AS held
WHERE "promo_codes"."id" = held."promo_code_id";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_order_key" ON "payments" USING btree ("user_id","test_id") WHERE "payments"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'duplicate';