CREATE TABLE "stock_monthly_moves" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_lo" text DEFAULT '' NOT NULL,
	"thang" date NOT NULL,
	"so_luong" numeric(38, 6) NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_monthly_moves_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_monthly_moves" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_monthly_moves" ADD CONSTRAINT "stock_monthly_moves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_monthly_moves_uq" ON "stock_monthly_moves" USING btree ("tenant_id","ma_kho","ma_vt","ma_lo","thang");
--> statement-breakpoint
CREATE INDEX "stock_monthly_moves_asof_idx" ON "stock_monthly_moves" USING btree ("tenant_id","ma_kho","thang","ma_vt","ma_lo","ma_dvcs","so_luong","tien");
--> statement-breakpoint
CREATE POLICY "stock_monthly_moves_tenant_isolation" ON "stock_monthly_moves" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- The months of the ledger already posted (posting keeps them from now on).
INSERT INTO "stock_monthly_moves" ("tenant_id", "id", "ma_dvcs", "ma_kho", "ma_vt", "ma_lo", "thang", "so_luong", "tien")
SELECT "tenant_id", gen_random_uuid()::text, min("ma_dvcs"), "ma_kho", "ma_vt", "ma_lo",
       date_trunc('month', "ngay_ct")::date, sum("so_luong"), sum("tien")
FROM "stock_ledger"
GROUP BY "tenant_id", "ma_kho", "ma_vt", "ma_lo", date_trunc('month', "ngay_ct");
