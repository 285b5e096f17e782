CREATE TABLE "stock_product_consumes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dm" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_vt_nl" text NOT NULL,
	"so_luong" numeric(38, 4) NOT NULL,
	"dvt" text NOT NULL,
	"he_so" numeric(38, 6),
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_product_consumes_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_product_consumes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_product_consumes" ADD CONSTRAINT "stock_product_consumes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_product_consumes_key_uq" ON "stock_product_consumes" USING btree ("tenant_id","ma_dm");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_product_consumes_uq1" ON "stock_product_consumes" USING btree ("tenant_id","ma_vt","ma_vt_nl");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_search_idx" ON "stock_product_consumes" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ma_vt"::text, '') || ' ' || coalesce("ma_vt_nl"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_ma_vt_idx" ON "stock_product_consumes" USING btree ("tenant_id","ma_vt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_ma_vt_nl_idx" ON "stock_product_consumes" USING btree ("tenant_id","ma_vt_nl","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_so_luong_idx" ON "stock_product_consumes" USING btree ("tenant_id","so_luong","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_dvt_idx" ON "stock_product_consumes" USING btree ("tenant_id","dvt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_he_so_idx" ON "stock_product_consumes" USING btree ("tenant_id","he_so","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_status_idx" ON "stock_product_consumes" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_created_at_idx" ON "stock_product_consumes" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_product_consumes_updated_at_idx" ON "stock_product_consumes" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."stock_product_consumes_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ma_vt"::text, '') || ' ' || coalesce("ma_vt_nl"::text, ''))) AS haystack FROM "stock_product_consumes" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_product_consumes_tenant_isolation" ON "stock_product_consumes" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
