CREATE TABLE "tax_document_chains" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_counter" integer NOT NULL,
	"last_hash" text NOT NULL,
	"last_invoice_number" integer DEFAULT 0 NOT NULL,
	"last_credit_note_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"counter" integer NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"phase" text NOT NULL,
	"references_invoice_number" text,
	"reason" text,
	"seller" jsonb NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_excl_vat" numeric(12, 2) NOT NULL,
	"total_excl_vat" numeric(12, 2) NOT NULL,
	"vat_total" numeric(12, 2) NOT NULL,
	"total_incl_vat" numeric(12, 2) NOT NULL,
	"xml" text NOT NULL,
	"qr_code" text NOT NULL,
	"reporting_status" text NOT NULL,
	"reporting_attempts" integer DEFAULT 0 NOT NULL,
	"reporting_last_attempt_at" timestamp with time zone,
	"reporting_message" text,
	"reporting_next_attempt_at" timestamp with time zone,
	CONSTRAINT "tax_documents_counter_positive" CHECK ("tax_documents"."counter" >= 1),
	CONSTRAINT "tax_documents_credit_note_reference" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."references_invoice_number" is null))
);
--> statement-breakpoint
CREATE TABLE "tenant_stamp_keys" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "seller_details" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "riyal_sign" boolean;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "zatca_phase" text DEFAULT 'generation' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_document_chains" ADD CONSTRAINT "tax_document_chains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_stamp_keys" ADD CONSTRAINT "tenant_stamp_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_tenant_counter_unique" ON "tax_documents" USING btree ("tenant_id","counter");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_tenant_number_unique" ON "tax_documents" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_invoice_unique" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order" ON "tax_documents" USING btree ("order_id","counter");--> statement-breakpoint
CREATE INDEX "tax_documents_reporting_due" ON "tax_documents" USING btree ("reporting_next_attempt_at") WHERE "tax_documents"."reporting_status" = 'queued';--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_zatca_phase" CHECK ("tenants"."zatca_phase" in ('generation', 'integration'));