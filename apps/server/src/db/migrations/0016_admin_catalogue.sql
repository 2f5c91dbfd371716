CREATE INDEX "questions_bank_subject_idx" ON "questions" USING btree ("subject","id") WHERE "questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "questions_bank_level_idx" ON "questions" USING btree ("level","id") WHERE "questions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tests_admin_type_idx" ON "tests" USING btree ("type","id") WHERE "tests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tests_admin_level_idx" ON "tests" USING btree ("level","id") WHERE "tests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tests_admin_exam_type_idx" ON "tests" USING btree ("exam_type","id") WHERE "tests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tests_admin_status_idx" ON "tests" USING btree ("is_active","id") WHERE "tests"."deleted_at" is null;