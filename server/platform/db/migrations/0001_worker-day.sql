CREATE TABLE "popup_dismissals" (
	"worker_id" text NOT NULL,
	"popup_key" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_dismissals_worker_id_popup_key_pk" PRIMARY KEY("worker_id","popup_key")
);
--> statement-breakpoint
ALTER TABLE "booking_notes" ADD COLUMN "report_status" text;--> statement-breakpoint
ALTER TABLE "worker_documents" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "calendar_feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "calendar_feed_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popup_dismissals" ADD CONSTRAINT "popup_dismissals_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_calendar_feed_token_hash_unique" ON "workers" USING btree ("calendar_feed_token_hash");