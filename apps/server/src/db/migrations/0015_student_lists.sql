DROP INDEX "payments_user_idx";--> statement-breakpoint
CREATE INDEX "tests_subject_search_idx" ON "tests" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");