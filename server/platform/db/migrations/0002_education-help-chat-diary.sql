CREATE TABLE "availabilities" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"worker_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_ends_after_starts" CHECK ("availabilities"."ends_at" > "availabilities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"worker_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "faq_feedback" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"article_id" integer NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"conversation_id" text NOT NULL,
	"author" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_author_check" CHECK ("messages"."author" in ('worker', 'support')),
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "worker_service_areas" (
	"worker_id" text NOT NULL,
	"area_id" text NOT NULL,
	CONSTRAINT "worker_service_areas_worker_id_area_id_pk" PRIMARY KEY("worker_id","area_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "postcode_district" text GENERATED ALWAYS AS (upper(regexp_replace(regexp_replace(trim(postcode), '\s*[0-9][A-Za-z]{2}$', ''), '\s+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_categories" ADD COLUMN "descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_articles" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "faq_articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case language when 'fr_FR' then 'french'::regconfig when 'de_AT' then 'german'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case language when 'fr_FR' then 'french'::regconfig when 'de_AT' then 'german'::regconfig else 'english'::regconfig end, coalesce(content, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD COLUMN "for_workers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD COLUMN "for_students" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_closed_by_workers_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_feedback" ADD CONSTRAINT "faq_feedback_article_id_faq_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."faq_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_workers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_service_areas" ADD CONSTRAINT "worker_service_areas_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availabilities_worker_starts_idx" ON "availabilities" USING btree ("worker_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_one_open_per_worker" ON "conversations" USING btree ("worker_id") WHERE "conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "conversations_status_last_message_idx" ON "conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_feedback_article_voter_unique" ON "faq_feedback" USING btree ("article_id","voter");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_city_starts_idx" ON "bookings" USING btree ("city_id","starts_at","is_cancelled","postcode_district");--> statement-breakpoint
CREATE INDEX "faq_articles_search_idx" ON "faq_articles" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_staff_role_check" CHECK ("workers"."staff_role" in ('support', 'ops'));