CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_hits" CHECK ("rate_limit_counters"."hits" > 0)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_at" ON "rate_limit_counters" USING btree ("window_ends_at");