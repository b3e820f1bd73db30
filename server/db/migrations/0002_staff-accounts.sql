ALTER TABLE "workers" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_staff_role_check" CHECK ("workers"."staff_role" in ('support', 'ops'));