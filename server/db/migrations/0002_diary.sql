CREATE TABLE "availabilities" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"worker_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availabilities_ends_after_starts" CHECK ("availabilities"."ends_at" > "availabilities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "worker_service_areas" (
	"worker_id" text NOT NULL,
	"area_id" text NOT NULL,
	CONSTRAINT "worker_service_areas_worker_id_area_id_pk" PRIMARY KEY("worker_id","area_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "postcode_district" text GENERATED ALWAYS AS (upper(regexp_replace(regexp_replace(trim(postcode), '\s*[0-9][A-Za-z]{2}$', ''), '\s+', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "availabilities" ADD CONSTRAINT "availabilities_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_service_areas" ADD CONSTRAINT "worker_service_areas_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availabilities_worker_starts_idx" ON "availabilities" USING btree ("worker_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_city_starts_idx" ON "bookings" USING btree ("city_id","starts_at","is_cancelled","postcode_district");