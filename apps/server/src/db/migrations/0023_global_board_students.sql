DROP INDEX "attempts_global_week_idx";--> statement-breakpoint
DROP INDEX "attempts_global_day_idx";--> statement-breakpoint
CREATE INDEX "attempts_global_week_idx" ON "attempts" USING btree ("period_week","score" DESC NULLS FIRST,"time_taken","submitted_at","user_id","test_id") WHERE "attempts"."is_counted";--> statement-breakpoint
CREATE INDEX "attempts_global_day_idx" ON "attempts" USING btree ("period_day","score" DESC NULLS FIRST,"time_taken","submitted_at","user_id","test_id") WHERE "attempts"."is_counted";