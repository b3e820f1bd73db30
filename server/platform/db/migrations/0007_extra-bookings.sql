CREATE TYPE "public"."booking_request_state" AS ENUM('pending', 'accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('authorised', 'captured', 'failed', 'voided');--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"worker_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"city_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"basket" jsonb NOT NULL,
	"address1" text,
	"postcode" text NOT NULL,
	"city" text,
	"user_comments" text,
	"expires_at" timestamp with time zone NOT NULL,
	"state" "booking_request_state" DEFAULT 'pending' NOT NULL,
	"booking_id" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_cards" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"provider_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_cards_last4_digits" CHECK ("customer_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "customer_cards_exp_month" CHECK ("customer_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_authorisations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"card_id" text,
	"amount" numeric(10, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"state" "payment_state" NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "addition_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD CONSTRAINT "payment_authorisations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD CONSTRAINT "payment_authorisations_card_id_customer_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."customer_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_worker_state_idx" ON "booking_requests" USING btree ("worker_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "customer_cards_customer_idx" ON "customer_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_authorisations_booking_idx" ON "payment_authorisations" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;