ALTER TABLE "payment_attempts" ADD COLUMN "provider_call_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "money_return" text;--> statement-breakpoint
CREATE INDEX "payment_attempts_money_return_due" ON "payment_attempts" USING btree ("updated_at") WHERE "payment_attempts"."money_return" = 'due';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_money_return" CHECK ("payment_attempts"."money_return" is null or "payment_attempts"."money_return" in ('due', 'refunded', 'voided'));