ALTER TABLE "questions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "attempts_question_ids_idx" ON "attempts" USING gin ("question_ids" jsonb_path_ops);