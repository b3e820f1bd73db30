ALTER TABLE "partner_offers" ADD COLUMN "for_workers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD COLUMN "for_students" boolean DEFAULT false NOT NULL;