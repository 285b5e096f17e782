CREATE TABLE "customer_otps" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customer_otps_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "customer_otps" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "customer_otps" ADD CONSTRAINT "customer_otps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "customer_otps_customer_idx" ON "customer_otps" USING btree ("tenant_id","customer_id","created_at");
--> statement-breakpoint
CREATE POLICY "customer_otps_tenant_isolation" ON "customer_otps" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
