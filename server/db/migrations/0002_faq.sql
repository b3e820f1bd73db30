CREATE TABLE "faq_feedback" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"article_id" integer NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_articles" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "faq_articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case language when 'fr_FR' then 'french'::regconfig when 'de_AT' then 'german'::regconfig else 'english'::regconfig end, coalesce(title, '')), 'A') || setweight(to_tsvector(case language when 'fr_FR' then 'french'::regconfig when 'de_AT' then 'german'::regconfig else 'english'::regconfig end, coalesce(content, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "faq_feedback" ADD CONSTRAINT "faq_feedback_article_id_faq_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."faq_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faq_feedback_article_voter_unique" ON "faq_feedback" USING btree ("article_id","voter");--> statement-breakpoint
CREATE INDEX "faq_articles_search_idx" ON "faq_articles" USING gin ("search_vector");