CREATE TABLE "sales_invoice_orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_so_thue" text,
	"ten_dv" text,
	"nguoi_mua" text,
	"dia_chi" text,
	"email" text,
	"ht_tt" text,
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"stt_rec_goc" text,
	"ly_do" text,
	"hd_trang_thai" text,
	"hd_khoa" text,
	"hd_mau_so" text,
	"hd_ky_hieu" text,
	"hd_so" text,
	"hd_ma_tra_cuu" text,
	"hd_ngay" date,
	"hd_loi" text,
	"hd_ly_do_huy" text,
	"hd_xml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_invoice_orders_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_invoice_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_invoice_orders_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"stt_rec_hd" text NOT NULL,
	"so_ct_hd" text,
	"ngay_ct_hd" date,
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_invoice_orders_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_invoice_orders_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales_invoice_orders" ADD CONSTRAINT "sales_invoice_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_invoice_orders_details" ADD CONSTRAINT "sales_invoice_orders_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_orders_key_uq" ON "sales_invoice_orders" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_orders_uq1" ON "sales_invoice_orders" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_search_idx" ON "sales_invoice_orders" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ten_dv"::text, '') || ' ' || coalesce("ma_so_thue"::text, '') || ' ' || coalesce("hd_so"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_so_ct_idx" ON "sales_invoice_orders" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_ngay_ct_idx" ON "sales_invoice_orders" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_ma_kh_idx" ON "sales_invoice_orders" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_ten_dv_idx" ON "sales_invoice_orders" USING btree ("tenant_id","ten_dv","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_ma_so_thue_idx" ON "sales_invoice_orders" USING btree ("tenant_id","ma_so_thue","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_t_tt_idx" ON "sales_invoice_orders" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_status_idx" ON "sales_invoice_orders" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_hd_trang_thai_idx" ON "sales_invoice_orders" USING btree ("tenant_id","hd_trang_thai","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_hd_so_idx" ON "sales_invoice_orders" USING btree ("tenant_id","hd_so","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_hd_ma_tra_cuu_idx" ON "sales_invoice_orders" USING btree ("tenant_id","hd_ma_tra_cuu","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_ma_dvcs_idx" ON "sales_invoice_orders" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_created_at_idx" ON "sales_invoice_orders" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_invoice_orders_updated_at_idx" ON "sales_invoice_orders" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_invoice_orders_details_line_uq" ON "sales_invoice_orders_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE VIEW "public"."sales_invoice_orders_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ten_dv"::text, '') || ' ' || coalesce("ma_so_thue"::text, '') || ' ' || coalesce("hd_so"::text, ''))) AS haystack FROM "sales_invoice_orders" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_invoice_orders_tenant_isolation" ON "sales_invoice_orders" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_invoice_orders_details_tenant_isolation" ON "sales_invoice_orders_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
