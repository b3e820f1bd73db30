CREATE TABLE "application_milestones" (
	"worker_id" text NOT NULL,
	"step" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"cohort_week" date NOT NULL,
	"country_id" text NOT NULL,
	"city_id" text NOT NULL,
	"vertical_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"environment" text NOT NULL,
	CONSTRAINT "application_milestones_worker_id_step_pk" PRIMARY KEY("worker_id","step")
);
--> statement-breakpoint
CREATE TABLE "form_field_days" (
	"form_id" text NOT NULL,
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"version_id" integer NOT NULL,
	"environment" text NOT NULL,
	"field" text NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"left_from" integer DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "form_field_days_form_id_scope_day_version_id_environment_field_pk" PRIMARY KEY("form_id","scope","day","version_id","environment","field")
);
--> statement-breakpoint
CREATE TABLE "form_visits" (
	"visitor_key" text NOT NULL,
	"form_id" text NOT NULL,
	"scope" text NOT NULL,
	"version_id" integer NOT NULL,
	"day" date NOT NULL,
	"environment" text NOT NULL,
	"reached" text[] DEFAULT '{}'::text[] NOT NULL,
	"answered" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_field" text,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_visits_visitor_key_form_id_pk" PRIMARY KEY("visitor_key","form_id")
);
--> statement-breakpoint
ALTER TABLE "application_milestones" ADD CONSTRAINT "application_milestones_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_milestones_cohort_idx" ON "application_milestones" USING btree ("cohort_week","country_id","city_id");--> statement-breakpoint
CREATE INDEX "form_visits_updated_idx" ON "form_visits" USING btree ("updated_at");