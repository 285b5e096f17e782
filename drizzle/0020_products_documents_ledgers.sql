CREATE TABLE "document_counters" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"nam" integer NOT NULL,
	"so" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_counters_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "document_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "gl_ledger" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"line" integer NOT NULL,
	"ma_dvcs" text NOT NULL,
	"tk" text NOT NULL,
	"tk_du" text NOT NULL,
	"ps_no" numeric(38, 0) NOT NULL,
	"ps_co" numeric(38, 0) NOT NULL,
	"ma_kh" text,
	"ma_ncc" text,
	"dien_giai" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "gl_ledger_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "gl_ledger" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_lo" text DEFAULT '' NOT NULL,
	"ton" numeric(38, 6) NOT NULL,
	"tien_ton" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_balances_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_balances" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"line" integer NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_lo" text DEFAULT '' NOT NULL,
	"so_luong" numeric(38, 6) NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_ledger_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_ledger" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_products" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ten_vt" text NOT NULL,
	"ten_vt2" text,
	"nhom" text,
	"dvt" text NOT NULL,
	"gia_ban" numeric(38, 0),
	"ma_thue" text,
	"loai" smallint NOT NULL,
	"ma_vach" text,
	"ma_vach2" text,
	"cho_phep_am" boolean DEFAULT false NOT NULL,
	"theo_lo" boolean DEFAULT false NOT NULL,
	"hinh_anh" text,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"thoi_gian" integer,
	"loai_phong" text,
	"vai_tro" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_products_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_receipts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_ncc" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_receipts_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_receipts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_receipts_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"ma_kho" text NOT NULL,
	"ma_lo" text,
	"ngay_hhsd" date,
	"stt_rec_dh" text,
	"line_dh" integer,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_receipts_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_receipts_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_deliveries" (
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
	"nguoi_nhan" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_deliveries_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_deliveries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_deliveries_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_lo" text,
	"ngay_hhsd" date,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_deliveries_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_deliveries_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_transfers_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_transfers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_transfers_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_lo" text,
	"ngay_hhsd" date,
	"ma_kho_nhap" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_transfers_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_transfers_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_ncc" text NOT NULL,
	"ngay_giao" date,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "purchase_orders_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "purchase_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "purchase_orders_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "purchase_orders_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "purchase_orders_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "gl_ledger" ADD CONSTRAINT "gl_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_products" ADD CONSTRAINT "stock_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_receipts" ADD CONSTRAINT "stock_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_receipts_details" ADD CONSTRAINT "stock_receipts_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_deliveries" ADD CONSTRAINT "stock_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_deliveries_details" ADD CONSTRAINT "stock_deliveries_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_transfers_details" ADD CONSTRAINT "stock_transfers_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_orders_details" ADD CONSTRAINT "purchase_orders_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "document_counters_uq" ON "document_counters" USING btree ("tenant_id","ma_dvcs","ma_ct","nam");
--> statement-breakpoint
CREATE INDEX "gl_ledger_doc_idx" ON "gl_ledger" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE INDEX "gl_ledger_account_idx" ON "gl_ledger" USING btree ("tenant_id","tk","ngay_ct");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_uq" ON "stock_balances" USING btree ("tenant_id","ma_kho","ma_vt","ma_lo");
--> statement-breakpoint
CREATE INDEX "stock_balances_item_idx" ON "stock_balances" USING btree ("tenant_id","ma_vt");
--> statement-breakpoint
CREATE INDEX "stock_ledger_doc_idx" ON "stock_ledger" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE INDEX "stock_ledger_item_idx" ON "stock_ledger" USING btree ("tenant_id","ma_kho","ma_vt","ngay_ct");
--> statement-breakpoint
CREATE INDEX "stock_ledger_date_idx" ON "stock_ledger" USING btree ("tenant_id","ngay_ct");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_products_key_uq" ON "stock_products" USING btree ("tenant_id","ma_vt");
--> statement-breakpoint
CREATE INDEX "stock_products_search_idx" ON "stock_products" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_vt"::text, '') || ' ' || coalesce("ten_vt"::text, '') || ' ' || coalesce("ten_vt2"::text, '') || ' ' || coalesce("ma_vach"::text, '') || ' ' || coalesce("ma_vach2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_products_ten_vt_idx" ON "stock_products" USING btree ("tenant_id","ten_vt","id");
--> statement-breakpoint
CREATE INDEX "stock_products_loai_idx" ON "stock_products" USING btree ("tenant_id","loai","id");
--> statement-breakpoint
CREATE INDEX "stock_products_nhom_idx" ON "stock_products" USING btree ("tenant_id","nhom","id");
--> statement-breakpoint
CREATE INDEX "stock_products_dvt_idx" ON "stock_products" USING btree ("tenant_id","dvt","id");
--> statement-breakpoint
CREATE INDEX "stock_products_gia_ban_idx" ON "stock_products" USING btree ("tenant_id","gia_ban","id");
--> statement-breakpoint
CREATE INDEX "stock_products_ma_vach_idx" ON "stock_products" USING btree ("tenant_id","ma_vach","id");
--> statement-breakpoint
CREATE INDEX "stock_products_ma_thue_idx" ON "stock_products" USING btree ("tenant_id","ma_thue","id");
--> statement-breakpoint
CREATE INDEX "stock_products_status_idx" ON "stock_products" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_products_thoi_gian_idx" ON "stock_products" USING btree ("tenant_id","thoi_gian","id");
--> statement-breakpoint
CREATE INDEX "stock_products_loai_phong_idx" ON "stock_products" USING btree ("tenant_id","loai_phong","id");
--> statement-breakpoint
CREATE INDEX "stock_products_created_at_idx" ON "stock_products" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_products_updated_at_idx" ON "stock_products" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_key_uq" ON "stock_receipts" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_uq1" ON "stock_receipts" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "stock_receipts_search_idx" ON "stock_receipts" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_receipts_so_ct_idx" ON "stock_receipts" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_ngay_ct_idx" ON "stock_receipts" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_ma_ct_idx" ON "stock_receipts" USING btree ("tenant_id","ma_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_ma_ncc_idx" ON "stock_receipts" USING btree ("tenant_id","ma_ncc","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_dien_giai_idx" ON "stock_receipts" USING btree ("tenant_id","dien_giai","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_t_so_luong_idx" ON "stock_receipts" USING btree ("tenant_id","t_so_luong","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_t_tt_idx" ON "stock_receipts" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_status_idx" ON "stock_receipts" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_ma_dvcs_idx" ON "stock_receipts" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_created_at_idx" ON "stock_receipts" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_receipts_updated_at_idx" ON "stock_receipts" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_receipts_details_line_uq" ON "stock_receipts_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_deliveries_key_uq" ON "stock_deliveries" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_deliveries_uq1" ON "stock_deliveries" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_search_idx" ON "stock_deliveries" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("nguoi_nhan"::text, '') || ' ' || coalesce("ma_kh"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_deliveries_so_ct_idx" ON "stock_deliveries" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_ngay_ct_idx" ON "stock_deliveries" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_ma_ct_idx" ON "stock_deliveries" USING btree ("tenant_id","ma_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_ma_kh_idx" ON "stock_deliveries" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_nguoi_nhan_idx" ON "stock_deliveries" USING btree ("tenant_id","nguoi_nhan","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_dien_giai_idx" ON "stock_deliveries" USING btree ("tenant_id","dien_giai","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_t_so_luong_idx" ON "stock_deliveries" USING btree ("tenant_id","t_so_luong","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_status_idx" ON "stock_deliveries" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_ma_dvcs_idx" ON "stock_deliveries" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_created_at_idx" ON "stock_deliveries" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_deliveries_updated_at_idx" ON "stock_deliveries" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_deliveries_details_line_uq" ON "stock_deliveries_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_key_uq" ON "stock_transfers" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_uq1" ON "stock_transfers" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "stock_transfers_search_idx" ON "stock_transfers" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_transfers_so_ct_idx" ON "stock_transfers" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_ngay_ct_idx" ON "stock_transfers" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_ma_ct_idx" ON "stock_transfers" USING btree ("tenant_id","ma_ct","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_dien_giai_idx" ON "stock_transfers" USING btree ("tenant_id","dien_giai","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_t_so_luong_idx" ON "stock_transfers" USING btree ("tenant_id","t_so_luong","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_status_idx" ON "stock_transfers" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_ma_dvcs_idx" ON "stock_transfers" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_created_at_idx" ON "stock_transfers" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_transfers_updated_at_idx" ON "stock_transfers" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfers_details_line_uq" ON "stock_transfers_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_key_uq" ON "purchase_orders" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_uq1" ON "purchase_orders" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "purchase_orders_search_idx" ON "purchase_orders" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "purchase_orders_so_ct_idx" ON "purchase_orders" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_ngay_ct_idx" ON "purchase_orders" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_ma_ncc_idx" ON "purchase_orders" USING btree ("tenant_id","ma_ncc","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_ngay_giao_idx" ON "purchase_orders" USING btree ("tenant_id","ngay_giao","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_dien_giai_idx" ON "purchase_orders" USING btree ("tenant_id","dien_giai","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_t_tt_idx" ON "purchase_orders" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_ma_dvcs_idx" ON "purchase_orders" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_created_at_idx" ON "purchase_orders" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_updated_at_idx" ON "purchase_orders" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_details_line_uq" ON "purchase_orders_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE VIEW "public"."stock_products_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_vt"::text, '') || ' ' || coalesce("ten_vt"::text, '') || ' ' || coalesce("ten_vt2"::text, '') || ' ' || coalesce("ma_vach"::text, '') || ' ' || coalesce("ma_vach2"::text, ''))) AS haystack FROM "stock_products" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_receipts_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, ''))) AS haystack FROM "stock_receipts" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_deliveries_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("nguoi_nhan"::text, '') || ' ' || coalesce("ma_kh"::text, ''))) AS haystack FROM "stock_deliveries" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_transfers_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, ''))) AS haystack FROM "stock_transfers" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."purchase_orders_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, ''))) AS haystack FROM "purchase_orders" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "document_counters_tenant_isolation" ON "document_counters" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "gl_ledger_tenant_isolation" ON "gl_ledger" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_balances_tenant_isolation" ON "stock_balances" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_ledger_tenant_isolation" ON "stock_ledger" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_products_tenant_isolation" ON "stock_products" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_receipts_tenant_isolation" ON "stock_receipts" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_receipts_details_tenant_isolation" ON "stock_receipts_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_deliveries_tenant_isolation" ON "stock_deliveries" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_deliveries_details_tenant_isolation" ON "stock_deliveries_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_transfers_tenant_isolation" ON "stock_transfers" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_transfers_details_tenant_isolation" ON "stock_transfers_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "purchase_orders_tenant_isolation" ON "purchase_orders" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "purchase_orders_details_tenant_isolation" ON "purchase_orders_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
