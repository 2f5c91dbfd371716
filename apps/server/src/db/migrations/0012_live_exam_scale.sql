CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "raise_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questions_content_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
CREATE TRIGGER "test_questions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "test_questions" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();--> statement-breakpoint
ALTER TABLE "leaderboard_minutes" DROP CONSTRAINT "leaderboard_minutes_test_id_period_score_minute_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_scores" DROP CONSTRAINT "leaderboard_scores_test_id_period_score_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_times" DROP CONSTRAINT "leaderboard_times_test_id_period_score_time_taken_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_minutes" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_times" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_minutes" ADD CONSTRAINT "leaderboard_minutes_test_id_period_score_minute_shard_pk" PRIMARY KEY("test_id","period","score","minute","shard");--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_test_id_period_score_shard_pk" PRIMARY KEY("test_id","period","score","shard");--> statement-breakpoint
ALTER TABLE "leaderboard_times" ADD CONSTRAINT "leaderboard_times_test_id_period_score_time_taken_shard_pk" PRIMARY KEY("test_id","period","score","time_taken","shard");--> statement-breakpoint
-- Each counted attempt moves to its own shard (its id's last byte modulo 8, as leaderboard/repo.ts computes it),
-- so that taking it out later (a deleted account) lowers the row it was added to.
DELETE FROM "leaderboard_scores";--> statement-breakpoint
DELETE FROM "leaderboard_minutes";--> statement-breakpoint
DELETE FROM "leaderboard_times";--> statement-breakpoint
INSERT INTO "leaderboard_scores" ("test_id", "period", "score", "shard", "n")
	SELECT a."test_id", p.period, a."score", get_byte(uuid_send(a."id"), 15) % 8, count(*)
	FROM "attempts" a CROSS JOIN LATERAL (VALUES ('all'), ('w' || a."period_week"::text), ('d' || a."period_day"::text)) AS p(period)
	WHERE a."is_counted" AND a."period_day" IS NOT NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "leaderboard_minutes" ("test_id", "period", "score", "minute", "shard", "n")
	SELECT a."test_id", p.period, a."score", a."time_taken" / 60, get_byte(uuid_send(a."id"), 15) % 8, count(*)
	FROM "attempts" a CROSS JOIN LATERAL (VALUES ('all'), ('w' || a."period_week"::text), ('d' || a."period_day"::text)) AS p(period)
	WHERE a."is_counted" AND a."period_day" IS NOT NULL GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "leaderboard_times" ("test_id", "period", "score", "time_taken", "shard", "n")
	SELECT a."test_id", p.period, a."score", a."time_taken", get_byte(uuid_send(a."id"), 15) % 8, count(*)
	FROM "attempts" a CROSS JOIN LATERAL (VALUES ('all'), ('w' || a."period_week"::text), ('d' || a."period_day"::text)) AS p(period)
	WHERE a."is_counted" AND a."period_day" IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
