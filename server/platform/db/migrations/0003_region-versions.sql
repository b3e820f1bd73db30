CREATE TABLE "region_baselines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "region_baselines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hash" text NOT NULL,
	"files" jsonb NOT NULL,
	"status" text NOT NULL,
	"version_id" integer,
	"conflict" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "region_baselines_status_check" CHECK ("region_baselines"."status" in ('applied', 'conflict', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "region_drafts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"files" jsonb NOT NULL,
	"base_version_id" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_version_id" integer,
	"resolves_baseline" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_drafts_status_check" CHECK ("region_drafts"."status" in ('open', 'awaiting_approval', 'published', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "region_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"version_id" integer,
	"hash" text NOT NULL,
	"refused" jsonb,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "region_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"files" jsonb NOT NULL,
	"hash" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"approved_by_id" text,
	"approved_by_name" text,
	"rollback_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_versions_source_check" CHECK ("region_versions"."source" in ('baseline', 'ops', 'rollback', 'merge'))
);
--> statement-breakpoint
ALTER TABLE "region_baselines" ADD CONSTRAINT "region_baselines_version_id_region_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."region_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_drafts" ADD CONSTRAINT "region_drafts_base_version_id_region_versions_id_fk" FOREIGN KEY ("base_version_id") REFERENCES "public"."region_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_drafts" ADD CONSTRAINT "region_drafts_author_id_workers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_drafts" ADD CONSTRAINT "region_drafts_published_version_id_region_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."region_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_drafts" ADD CONSTRAINT "region_drafts_resolves_baseline_region_baselines_id_fk" FOREIGN KEY ("resolves_baseline") REFERENCES "public"."region_baselines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_versions" ADD CONSTRAINT "region_versions_author_id_workers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_versions" ADD CONSTRAINT "region_versions_approved_by_id_workers_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "region_baselines_hash_idx" ON "region_baselines" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "region_drafts_status_idx" ON "region_drafts" USING btree ("status");