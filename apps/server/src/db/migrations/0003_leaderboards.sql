CREATE TABLE "leaderboard_scores" (
	"test_id" uuid NOT NULL,
	"period" text NOT NULL,
	"score" double precision NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "leaderboard_scores_test_id_period_score_pk" PRIMARY KEY("test_id","period","score")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_times" (
	"test_id" uuid NOT NULL,
	"period" text NOT NULL,
	"score" double precision NOT NULL,
	"time_taken" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "leaderboard_times_test_id_period_score_time_taken_pk" PRIMARY KEY("test_id","period","score","time_taken")
);
--> statement-breakpoint
DROP INDEX "attempts_rank_idx";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "period_day" date;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "period_week" date;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_period_idx" ON "leaderboard_scores" USING btree ("period");--> statement-breakpoint
CREATE INDEX "attempts_board_all_idx" ON "attempts" USING btree ("test_id","score" DESC NULLS FIRST,"time_taken","submitted_at") WHERE "attempts"."is_counted";--> statement-breakpoint
CREATE INDEX "attempts_board_week_idx" ON "attempts" USING btree ("test_id","period_week","score" DESC NULLS FIRST,"time_taken","submitted_at") WHERE "attempts"."is_counted";--> statement-breakpoint
CREATE INDEX "attempts_board_day_idx" ON "attempts" USING btree ("test_id","period_day","score" DESC NULLS FIRST,"time_taken","submitted_at") WHERE "attempts"."is_counted";--> statement-breakpoint
CREATE INDEX "attempts_global_week_idx" ON "attempts" USING btree ("period_week","score" DESC NULLS FIRST,"time_taken","submitted_at") WHERE "attempts"."is_counted";--> statement-breakpoint
CREATE INDEX "attempts_global_day_idx" ON "attempts" USING btree ("period_day","score" DESC NULLS FIRST,"time_taken","submitted_at") WHERE "attempts"."is_counted";