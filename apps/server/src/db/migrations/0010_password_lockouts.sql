CREATE TABLE "password_lockouts" (
	"mobile" text PRIMARY KEY NOT NULL,
	"tries" integer NOT NULL,
	"lockouts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_try_at" timestamp with time zone NOT NULL
);
