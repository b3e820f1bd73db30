CREATE TABLE "linked_user_requests" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_contact_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"language_id" text NOT NULL,
	"country_id" text,
	"worker_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	CONSTRAINT "support_contact_requests_name_length" CHECK (char_length("support_contact_requests"."name") between 1 and 120),
	CONSTRAINT "support_contact_requests_email_length" CHECK (char_length("support_contact_requests"."email") between 3 and 254),
	CONSTRAINT "support_contact_requests_message_length" CHECK (char_length("support_contact_requests"."message") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "linked_user_requests" ADD CONSTRAINT "linked_user_requests_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contact_requests" ADD CONSTRAINT "support_contact_requests_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contact_requests" ADD CONSTRAINT "support_contact_requests_handled_by_workers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_user_requests_token_hash_unique" ON "linked_user_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "support_contact_requests_open_idx" ON "support_contact_requests" USING btree ("created_at") WHERE "support_contact_requests"."handled_at" is null;