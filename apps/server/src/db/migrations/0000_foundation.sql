CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload" jsonb,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_exams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_target_exams" (
	"user_id" uuid NOT NULL,
	"target_exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "user_target_exams_user_id_target_exam_id_pk" PRIMARY KEY("user_id","target_exam_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"photo" text,
	"google_id" text,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"date_of_birth" date,
	"gender" text DEFAULT 'prefer-not-to-say' NOT NULL,
	"address" jsonb,
	"education_qualification" text DEFAULT 'other' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_mobile_verified" boolean DEFAULT false NOT NULL,
	"notification_settings" jsonb NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_target_exams" ADD CONSTRAINT "user_target_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_target_exams" ADD CONSTRAINT "user_target_exams_target_exam_id_target_exams_id_fk" FOREIGN KEY ("target_exam_id") REFERENCES "public"."target_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_lookup_idx" ON "otp_codes" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "target_exams_name_key" ON "target_exams" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "target_exams_order_idx" ON "target_exams" USING btree ("sequence","name");--> statement-breakpoint
CREATE INDEX "user_target_exams_exam_idx" ON "user_target_exams" USING btree ("target_exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_key" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");