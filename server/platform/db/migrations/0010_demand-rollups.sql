CREATE TABLE "demand_area_counts" (
	"rollup_id" integer NOT NULL,
	"district" text NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "demand_area_counts_pkey" PRIMARY KEY("rollup_id","district")
);
--> statement-breakpoint
CREATE TABLE "demand_rollups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_rollups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" text NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_slot_counts" (
	"rollup_id" integer NOT NULL,
	"district" text NOT NULL,
	"weekday" smallint NOT NULL,
	"minute" smallint NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "demand_slot_counts_pkey" PRIMARY KEY("rollup_id","district","weekday","minute")
);
--> statement-breakpoint
ALTER TABLE "demand_area_counts" ADD CONSTRAINT "demand_area_counts_rollup_id_demand_rollups_id_fk" FOREIGN KEY ("rollup_id") REFERENCES "public"."demand_rollups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_slot_counts" ADD CONSTRAINT "demand_slot_counts_rollup_id_demand_rollups_id_fk" FOREIGN KEY ("rollup_id") REFERENCES "public"."demand_rollups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_rollups_window_idx" ON "demand_rollups" USING btree ("city_id","day","since","time_zone");