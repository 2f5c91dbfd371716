-- A count of one (score, minute) or (score, second) seldom sees two submissions at once, and summing its eight shards made a result's rank read up to eight times the rows: each count's shards become one row.
CREATE TABLE "leaderboard_minutes_merged" AS SELECT "test_id", "period", "score", "minute", sum("n")::integer AS "n" FROM "leaderboard_minutes" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TABLE "leaderboard_times_merged" AS SELECT "test_id", "period", "score", "time_taken", sum("n")::integer AS "n" FROM "leaderboard_times" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
DELETE FROM "leaderboard_minutes";--> statement-breakpoint
DELETE FROM "leaderboard_times";--> statement-breakpoint
ALTER TABLE "leaderboard_minutes" DROP CONSTRAINT "leaderboard_minutes_test_id_period_score_minute_shard_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_times" DROP CONSTRAINT "leaderboard_times_test_id_period_score_time_taken_shard_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_minutes" ADD CONSTRAINT "leaderboard_minutes_test_id_period_score_minute_pk" PRIMARY KEY("test_id","period","score","minute");--> statement-breakpoint
ALTER TABLE "leaderboard_times" ADD CONSTRAINT "leaderboard_times_test_id_period_score_time_taken_pk" PRIMARY KEY("test_id","period","score","time_taken");--> statement-breakpoint
ALTER TABLE "leaderboard_minutes" DROP COLUMN "shard";--> statement-breakpoint
ALTER TABLE "leaderboard_times" DROP COLUMN "shard";--> statement-breakpoint
INSERT INTO "leaderboard_minutes" ("test_id", "period", "score", "minute", "n") SELECT "test_id", "period", "score", "minute", "n" FROM "leaderboard_minutes_merged";--> statement-breakpoint
INSERT INTO "leaderboard_times" ("test_id", "period", "score", "time_taken", "n") SELECT "test_id", "period", "score", "time_taken", "n" FROM "leaderboard_times_merged";--> statement-breakpoint
DROP TABLE "leaderboard_minutes_merged";--> statement-breakpoint
DROP TABLE "leaderboard_times_merged";
