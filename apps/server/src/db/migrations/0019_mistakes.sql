CREATE TABLE "mistakes" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"times" integer NOT NULL,
	CONSTRAINT "mistakes_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "mistakes" ADD CONSTRAINT "mistakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mistakes" ADD CONSTRAINT "mistakes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mistakes_question_idx" ON "mistakes" USING btree ("question_id");--> statement-breakpoint
-- Backfill: each student's wrong answers to questions in the bank, in attempts submitted so far, counted per question.
INSERT INTO "mistakes" ("user_id", "question_id", "times")
SELECT "attempts"."user_id", "questions"."id", count(*)::int
FROM "attempts" CROSS JOIN LATERAL jsonb_each("attempts"."answers") AS "answer"
JOIN "questions" ON "questions"."id" = ("answer"."key")::uuid
WHERE "attempts"."status" = 'submitted' AND "answer"."value"->>'o' IS NOT NULL
  AND ("answer"."value"->>'o')::int <> "questions"."correct_option" AND "questions"."deleted_at" IS NULL
GROUP BY "attempts"."user_id", "questions"."id";--> statement-breakpoint
-- Statistics for the planner at once, rather than at the first autovacuum (the table may hold millions of rows now).
ANALYZE "mistakes";
