ALTER TABLE "questions" ADD COLUMN "pick_key" double precision DEFAULT random() NOT NULL;--> statement-breakpoint
CREATE INDEX "questions_pick_idx" ON "questions" USING btree ("pick_key") WHERE "questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("role","is_blocked") WHERE "users"."deleted_at" is null;