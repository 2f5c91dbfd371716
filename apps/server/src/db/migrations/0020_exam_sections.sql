ALTER TABLE "attempts" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "marks" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "max_marks" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "correct_options" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_min" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_max" double precision;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "option_images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "section" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "marking" jsonb;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "sections" jsonb;--> statement-breakpoint
-- Attempts made before sections scored +1 per correct answer out of one mark per question: their marks are exact.
UPDATE "attempts" SET "marks" = "correct_count", "max_marks" = "total_questions";
--> statement-breakpoint
-- A test's sections decide how its attempts start, as its question list does: a change raises the content version.
CREATE TRIGGER "tests_sections_content_version" AFTER UPDATE OF "sections" ON "tests" FOR EACH STATEMENT EXECUTE FUNCTION "raise_content_version"();
