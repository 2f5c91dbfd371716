CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "questions_text_search_idx" ON "questions" USING gin ("question_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tests_title_search_idx" ON "tests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_search_idx" ON "users" USING gin ("mobile" gin_trgm_ops);