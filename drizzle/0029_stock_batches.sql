CREATE TABLE "stock_batches" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_lo" text NOT NULL,
	"ngay_hhsd" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_batches_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_batches" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batches_uq" ON "stock_batches" USING btree ("tenant_id","ma_vt","ma_lo");
--> statement-breakpoint
CREATE INDEX "stock_ledger_asof_idx" ON "stock_ledger" USING btree ("tenant_id","ma_kho","ngay_ct","ma_vt","ma_lo","ma_dvcs","so_luong","tien");
--> statement-breakpoint
CREATE INDEX "stock_ledger_batch_idx" ON "stock_ledger" USING btree ("tenant_id","ma_vt","ma_lo","ngay_ct") WHERE ma_lo <> '';
--> statement-breakpoint
CREATE POLICY "stock_batches_tenant_isolation" ON "stock_batches" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
