CREATE INDEX "attempts_submitted_at_idx" ON "attempts" USING btree ("submitted_at") WHERE "attempts"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_order_search_idx" ON "payments" USING gin ("provider_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promo_codes_code_search_idx" ON "promo_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("is_blocked","id");