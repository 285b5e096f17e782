CREATE TABLE "gl_balances" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"tk" text NOT NULL,
	"ma_kh" text DEFAULT '' NOT NULL,
	"ma_ncc" text DEFAULT '' NOT NULL,
	"ps_no" numeric(38, 0) NOT NULL,
	"ps_co" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "gl_balances_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "gl_balances" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "gl_balances" ADD CONSTRAINT "gl_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "gl_balances_uq" ON "gl_balances" USING btree ("tenant_id","ma_dvcs","tk","ma_kh","ma_ncc");
--> statement-breakpoint
CREATE INDEX "gl_balances_supplier_idx" ON "gl_balances" USING btree ("tenant_id","ma_ncc");
--> statement-breakpoint
CREATE POLICY "gl_balances_tenant_isolation" ON "gl_balances" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- Ledger rows posted before this table existed: their sums, once.
INSERT INTO "gl_balances" ("tenant_id", "id", "ma_dvcs", "tk", "ma_kh", "ma_ncc", "ps_no", "ps_co")
SELECT "tenant_id", gen_random_uuid()::text, "ma_dvcs", "tk", coalesce("ma_kh", ''), coalesce("ma_ncc", ''), sum("ps_no"), sum("ps_co")
FROM "gl_ledger" GROUP BY "tenant_id", "ma_dvcs", "tk", coalesce("ma_kh", ''), coalesce("ma_ncc", '');
