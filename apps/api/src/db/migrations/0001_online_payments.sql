CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"customer_id" uuid,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"cart_version" integer NOT NULL,
	"provider_payment_id" text,
	"provider_session_id" text,
	"redirect_url" text,
	"return_url" text NOT NULL,
	"error_return_url" text,
	"holds_places" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"provider_message" text,
	"order_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_provider" CHECK ("payment_attempts"."provider" in ('moyasar', 'myfatoorah', 'tabby', 'tamara'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "card_provider" text DEFAULT 'moyasar' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_cart_key_unique" ON "payment_attempts" USING btree ("tenant_id","cart_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_per_cart" ON "payment_attempts" USING btree ("cart_id") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_expiry" ON "payment_attempts" USING btree ("hold_expires_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_card_provider" CHECK ("tenants"."card_provider" in ('moyasar', 'myfatoorah'));