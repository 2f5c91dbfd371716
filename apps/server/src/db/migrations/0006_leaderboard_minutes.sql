CREATE TABLE "leaderboard_minutes" (
	"test_id" uuid NOT NULL,
	"period" text NOT NULL,
	"score" double precision NOT NULL,
	"minute" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "leaderboard_minutes_test_id_period_score_minute_pk" PRIMARY KEY("test_id","period","score","minute")
);
--> statement-breakpoint
INSERT INTO "leaderboard_minutes" ("test_id", "period", "score", "minute", "n")
SELECT "test_id", "period", "score", "time_taken" / 60, sum("n") FROM "leaderboard_times" GROUP BY 1, 2, 3, 4;
