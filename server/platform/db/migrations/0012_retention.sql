CREATE TABLE "retention_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"removed" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "personal_data_erased_at" timestamp with time zone;