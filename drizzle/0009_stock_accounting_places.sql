CREATE TABLE "places_cities" (
	"he_thong" text NOT NULL,
	"ma_tinh" text NOT NULL,
	"ten_tinh" text NOT NULL,
	"loai" text NOT NULL,
	CONSTRAINT "places_cities_pkey" PRIMARY KEY("he_thong","ma_tinh")
);

--> statement-breakpoint
CREATE TABLE "places_districts" (
	"ma_quan" text PRIMARY KEY NOT NULL,
	"ten_quan" text NOT NULL,
	"loai" text NOT NULL,
	"ma_tinh" text NOT NULL
);

--> statement-breakpoint
CREATE TABLE "places_wards" (
	"he_thong" text NOT NULL,
	"ma_phuong" text NOT NULL,
	"ten_phuong" text NOT NULL,
	"loai" text NOT NULL,
	"ma_tinh" text NOT NULL,
	"ma_quan" text,
	CONSTRAINT "places_wards_pkey" PRIMARY KEY("he_thong","ma_phuong")
);

--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "stock_conversion_units" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_qd" text NOT NULL,
	"ma_vt" text,
	"ma_dvt" text NOT NULL,
	"ma_dvt_qd" text NOT NULL,
	"he_so" numeric(38, 6) NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_conversion_units_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_conversion_units" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_warehouses" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ten_kho" text NOT NULL,
	"ten_kho2" text,
	"ma_dvcs" text NOT NULL,
	"loai_kho" smallint,
	"dia_chi" text,
	"dien_thoai" text,
	"thu_kho" text,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_warehouses_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_warehouses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_product_groups" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nhvt" text NOT NULL,
	"ten_nhvt" text NOT NULL,
	"ten_nhvt2" text,
	"nhom_me" text,
	"loai_nhom" smallint NOT NULL,
	"stt" integer,
	"hinh_anh" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_product_groups_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_product_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_product_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_lvt" text NOT NULL,
	"ten_lvt" text NOT NULL,
	"ten_lvt2" text,
	"theo_doi_ton" boolean DEFAULT false NOT NULL,
	"tk_vt" text,
	"tk_dt" text,
	"tk_gv" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_product_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_product_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_product_hours" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_tl" text NOT NULL,
	"ten_tl" text NOT NULL,
	"so_phut" integer NOT NULL,
	"so_phut_nghi" integer,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_product_hours_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_product_hours" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_rates" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_bg" text NOT NULL,
	"ten_bg" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ngay_hl" date NOT NULL,
	"ngay_hhl" date,
	"ma_nt" text,
	"gia_gom_thue" boolean DEFAULT false NOT NULL,
	"uu_tien" smallint,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_rates_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_rates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_accounts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"tk" text NOT NULL,
	"ten_tk" text NOT NULL,
	"ten_tk2" text,
	"tk_me" text,
	"cap" smallint NOT NULL,
	"tinh_chat" smallint NOT NULL,
	"tk_cn" boolean DEFAULT false NOT NULL,
	"tk_ngoai_bang" boolean DEFAULT false NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_accounts_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_accounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_taxs" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_thue" text NOT NULL,
	"ten_thue" text NOT NULL,
	"ten_thue2" text,
	"thue_suat" numeric(38, 2) NOT NULL,
	"chiu_thue" boolean DEFAULT false NOT NULL,
	"tk_thue_co" text,
	"tk_thue_no" text,
	"stt" integer,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_taxs_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_taxs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_currencies" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nt" text NOT NULL,
	"ten_nt" text NOT NULL,
	"ten_nt2" text,
	"ky_hieu" text,
	"so_le" smallint NOT NULL,
	"doc_tien" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_currencies_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_currencies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_exchange_rates" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_tg" text NOT NULL,
	"ma_nt" text NOT NULL,
	"ngay" date NOT NULL,
	"ty_gia" numeric(38, 4) NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_exchange_rates_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_exchange_rates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_transaction_terms" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dk" text NOT NULL,
	"ten_dk" text NOT NULL,
	"ten_dk2" text,
	"han_tt" integer NOT NULL,
	"so_ngay_ck" integer,
	"tl_ck" numeric(38, 2),
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_transaction_terms_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_transaction_terms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_expenses" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_kmcp" text NOT NULL,
	"ten_kmcp" text NOT NULL,
	"ten_kmcp2" text,
	"kmcp_me" text,
	"tk" text,
	"ghi_chu" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_expenses_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_expenses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "accounting_vouchers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_ct" text NOT NULL,
	"ten_ct" text NOT NULL,
	"ten_ct2" text,
	"phan_he" text NOT NULL,
	"tien_to" text,
	"so_chu_so" smallint,
	"tk_no" text,
	"tk_co" text,
	"stt" integer,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounting_vouchers_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "accounting_vouchers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stock_conversion_units" ADD CONSTRAINT "stock_conversion_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_warehouses" ADD CONSTRAINT "stock_warehouses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_product_groups" ADD CONSTRAINT "stock_product_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_product_types" ADD CONSTRAINT "stock_product_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_product_hours" ADD CONSTRAINT "stock_product_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_rates" ADD CONSTRAINT "stock_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_accounts" ADD CONSTRAINT "accounting_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_taxs" ADD CONSTRAINT "accounting_taxs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_currencies" ADD CONSTRAINT "accounting_currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_exchange_rates" ADD CONSTRAINT "accounting_exchange_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_transaction_terms" ADD CONSTRAINT "accounting_transaction_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_expenses" ADD CONSTRAINT "accounting_expenses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounting_vouchers" ADD CONSTRAINT "accounting_vouchers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "places_districts_city_idx" ON "places_districts" USING btree ("ma_tinh","ma_quan");
--> statement-breakpoint
CREATE INDEX "places_wards_city_idx" ON "places_wards" USING btree ("he_thong","ma_tinh","ma_phuong");
--> statement-breakpoint
CREATE INDEX "places_wards_district_idx" ON "places_wards" USING btree ("ma_quan","ma_phuong") WHERE "places_wards"."ma_quan" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_conversion_units_key_uq" ON "stock_conversion_units" USING btree ("tenant_id","ma_qd");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_conversion_units_uq1" ON "stock_conversion_units" USING btree ("tenant_id","ma_vt","ma_dvt","ma_dvt_qd");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_search_idx" ON "stock_conversion_units" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_qd"::text, '') || ' ' || coalesce("ma_vt"::text, '') || ' ' || coalesce("ma_dvt"::text, '') || ' ' || coalesce("ma_dvt_qd"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_ma_vt_idx" ON "stock_conversion_units" USING btree ("tenant_id","ma_vt","id");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_ma_dvt_idx" ON "stock_conversion_units" USING btree ("tenant_id","ma_dvt","id");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_he_so_idx" ON "stock_conversion_units" USING btree ("tenant_id","he_so","id");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_ma_dvt_qd_idx" ON "stock_conversion_units" USING btree ("tenant_id","ma_dvt_qd","id");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_status_idx" ON "stock_conversion_units" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_created_at_idx" ON "stock_conversion_units" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_conversion_units_updated_at_idx" ON "stock_conversion_units" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_warehouses_key_uq" ON "stock_warehouses" USING btree ("tenant_id","ma_kho");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_search_idx" ON "stock_warehouses" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_kho"::text, '') || ' ' || coalesce("ten_kho"::text, '') || ' ' || coalesce("ten_kho2"::text, '') || ' ' || coalesce("dia_chi"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_warehouses_ten_kho_idx" ON "stock_warehouses" USING btree ("tenant_id","ten_kho","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_ma_dvcs_idx" ON "stock_warehouses" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_loai_kho_idx" ON "stock_warehouses" USING btree ("tenant_id","loai_kho","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_dia_chi_idx" ON "stock_warehouses" USING btree ("tenant_id","dia_chi","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_thu_kho_idx" ON "stock_warehouses" USING btree ("tenant_id","thu_kho","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_status_idx" ON "stock_warehouses" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_created_at_idx" ON "stock_warehouses" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_warehouses_updated_at_idx" ON "stock_warehouses" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_product_groups_key_uq" ON "stock_product_groups" USING btree ("tenant_id","ma_nhvt");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_search_idx" ON "stock_product_groups" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nhvt"::text, '') || ' ' || coalesce("ten_nhvt"::text, '') || ' ' || coalesce("ten_nhvt2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_product_groups_ten_nhvt_idx" ON "stock_product_groups" USING btree ("tenant_id","ten_nhvt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_nhom_me_idx" ON "stock_product_groups" USING btree ("tenant_id","nhom_me","id");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_loai_nhom_idx" ON "stock_product_groups" USING btree ("tenant_id","loai_nhom","id");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_stt_idx" ON "stock_product_groups" USING btree ("tenant_id","stt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_status_idx" ON "stock_product_groups" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_created_at_idx" ON "stock_product_groups" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_product_groups_updated_at_idx" ON "stock_product_groups" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_product_types_key_uq" ON "stock_product_types" USING btree ("tenant_id","ma_lvt");
--> statement-breakpoint
CREATE INDEX "stock_product_types_search_idx" ON "stock_product_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_lvt"::text, '') || ' ' || coalesce("ten_lvt"::text, '') || ' ' || coalesce("ten_lvt2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_product_types_ten_lvt_idx" ON "stock_product_types" USING btree ("tenant_id","ten_lvt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_theo_doi_ton_idx" ON "stock_product_types" USING btree ("tenant_id","theo_doi_ton","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_tk_vt_idx" ON "stock_product_types" USING btree ("tenant_id","tk_vt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_tk_dt_idx" ON "stock_product_types" USING btree ("tenant_id","tk_dt","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_tk_gv_idx" ON "stock_product_types" USING btree ("tenant_id","tk_gv","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_status_idx" ON "stock_product_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_created_at_idx" ON "stock_product_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_product_types_updated_at_idx" ON "stock_product_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_product_hours_key_uq" ON "stock_product_hours" USING btree ("tenant_id","ma_tl");
--> statement-breakpoint
CREATE INDEX "stock_product_hours_search_idx" ON "stock_product_hours" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_tl"::text, '') || ' ' || coalesce("ten_tl"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_product_hours_ten_tl_idx" ON "stock_product_hours" USING btree ("tenant_id","ten_tl","id");
--> statement-breakpoint
CREATE INDEX "stock_product_hours_so_phut_idx" ON "stock_product_hours" USING btree ("tenant_id","so_phut","id");
--> statement-breakpoint
CREATE INDEX "stock_product_hours_so_phut_nghi_idx" ON "stock_product_hours" USING btree ("tenant_id","so_phut_nghi","id");
--> statement-breakpoint
CREATE INDEX "stock_product_hours_status_idx" ON "stock_product_hours" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_product_hours_created_at_idx" ON "stock_product_hours" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_product_hours_updated_at_idx" ON "stock_product_hours" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_rates_key_uq" ON "stock_rates" USING btree ("tenant_id","ma_bg");
--> statement-breakpoint
CREATE INDEX "stock_rates_search_idx" ON "stock_rates" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_bg"::text, '') || ' ' || coalesce("ten_bg"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_rates_ten_bg_idx" ON "stock_rates" USING btree ("tenant_id","ten_bg","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_ma_dvcs_idx" ON "stock_rates" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_ngay_hl_idx" ON "stock_rates" USING btree ("tenant_id","ngay_hl","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_ngay_hhl_idx" ON "stock_rates" USING btree ("tenant_id","ngay_hhl","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_ma_nt_idx" ON "stock_rates" USING btree ("tenant_id","ma_nt","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_gia_gom_thue_idx" ON "stock_rates" USING btree ("tenant_id","gia_gom_thue","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_status_idx" ON "stock_rates" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_created_at_idx" ON "stock_rates" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_rates_updated_at_idx" ON "stock_rates" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_accounts_key_uq" ON "accounting_accounts" USING btree ("tenant_id","tk");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_search_idx" ON "accounting_accounts" USING gin ("tenant_id",f_unaccent(lower(coalesce("tk"::text, '') || ' ' || coalesce("ten_tk"::text, '') || ' ' || coalesce("ten_tk2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_accounts_ten_tk_idx" ON "accounting_accounts" USING btree ("tenant_id","ten_tk","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_tk_me_idx" ON "accounting_accounts" USING btree ("tenant_id","tk_me","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_cap_idx" ON "accounting_accounts" USING btree ("tenant_id","cap","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_tinh_chat_idx" ON "accounting_accounts" USING btree ("tenant_id","tinh_chat","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_tk_cn_idx" ON "accounting_accounts" USING btree ("tenant_id","tk_cn","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_status_idx" ON "accounting_accounts" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_created_at_idx" ON "accounting_accounts" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_accounts_updated_at_idx" ON "accounting_accounts" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_taxs_key_uq" ON "accounting_taxs" USING btree ("tenant_id","ma_thue");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_search_idx" ON "accounting_taxs" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_thue"::text, '') || ' ' || coalesce("ten_thue"::text, '') || ' ' || coalesce("ten_thue2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_taxs_ten_thue_idx" ON "accounting_taxs" USING btree ("tenant_id","ten_thue","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_thue_suat_idx" ON "accounting_taxs" USING btree ("tenant_id","thue_suat","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_chiu_thue_idx" ON "accounting_taxs" USING btree ("tenant_id","chiu_thue","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_tk_thue_co_idx" ON "accounting_taxs" USING btree ("tenant_id","tk_thue_co","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_tk_thue_no_idx" ON "accounting_taxs" USING btree ("tenant_id","tk_thue_no","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_status_idx" ON "accounting_taxs" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_stt_idx" ON "accounting_taxs" USING btree ("tenant_id","stt","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_created_at_idx" ON "accounting_taxs" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_taxs_updated_at_idx" ON "accounting_taxs" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_currencies_key_uq" ON "accounting_currencies" USING btree ("tenant_id","ma_nt");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_search_idx" ON "accounting_currencies" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nt"::text, '') || ' ' || coalesce("ten_nt"::text, '') || ' ' || coalesce("ten_nt2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_currencies_ten_nt_idx" ON "accounting_currencies" USING btree ("tenant_id","ten_nt","id");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_ten_nt2_idx" ON "accounting_currencies" USING btree ("tenant_id","ten_nt2","id");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_ky_hieu_idx" ON "accounting_currencies" USING btree ("tenant_id","ky_hieu","id");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_so_le_idx" ON "accounting_currencies" USING btree ("tenant_id","so_le","id");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_status_idx" ON "accounting_currencies" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_created_at_idx" ON "accounting_currencies" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_currencies_updated_at_idx" ON "accounting_currencies" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_exchange_rates_key_uq" ON "accounting_exchange_rates" USING btree ("tenant_id","ma_tg");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_exchange_rates_uq1" ON "accounting_exchange_rates" USING btree ("tenant_id","ma_nt","ngay");
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_search_idx" ON "accounting_exchange_rates" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_tg"::text, '') || ' ' || coalesce("ma_nt"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_ma_nt_idx" ON "accounting_exchange_rates" USING btree ("tenant_id","ma_nt","id");
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_ngay_idx" ON "accounting_exchange_rates" USING btree ("tenant_id","ngay","id");
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_ty_gia_idx" ON "accounting_exchange_rates" USING btree ("tenant_id","ty_gia","id");
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_ghi_chu_idx" ON "accounting_exchange_rates" USING btree ("tenant_id","ghi_chu","id");
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_created_at_idx" ON "accounting_exchange_rates" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_exchange_rates_updated_at_idx" ON "accounting_exchange_rates" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_transaction_terms_key_uq" ON "accounting_transaction_terms" USING btree ("tenant_id","ma_dk");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_search_idx" ON "accounting_transaction_terms" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dk"::text, '') || ' ' || coalesce("ten_dk"::text, '') || ' ' || coalesce("ten_dk2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_ten_dk_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","ten_dk","id");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_han_tt_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","han_tt","id");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_so_ngay_ck_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","so_ngay_ck","id");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_tl_ck_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","tl_ck","id");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_status_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_created_at_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_transaction_terms_updated_at_idx" ON "accounting_transaction_terms" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_expenses_key_uq" ON "accounting_expenses" USING btree ("tenant_id","ma_kmcp");
--> statement-breakpoint
CREATE INDEX "accounting_expenses_search_idx" ON "accounting_expenses" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_kmcp"::text, '') || ' ' || coalesce("ten_kmcp"::text, '') || ' ' || coalesce("ten_kmcp2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_expenses_ten_kmcp_idx" ON "accounting_expenses" USING btree ("tenant_id","ten_kmcp","id");
--> statement-breakpoint
CREATE INDEX "accounting_expenses_kmcp_me_idx" ON "accounting_expenses" USING btree ("tenant_id","kmcp_me","id");
--> statement-breakpoint
CREATE INDEX "accounting_expenses_tk_idx" ON "accounting_expenses" USING btree ("tenant_id","tk","id");
--> statement-breakpoint
CREATE INDEX "accounting_expenses_status_idx" ON "accounting_expenses" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "accounting_expenses_created_at_idx" ON "accounting_expenses" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_expenses_updated_at_idx" ON "accounting_expenses" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_vouchers_key_uq" ON "accounting_vouchers" USING btree ("tenant_id","ma_ct");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_search_idx" ON "accounting_vouchers" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_ct"::text, '') || ' ' || coalesce("ten_ct"::text, '') || ' ' || coalesce("ten_ct2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_ten_ct_idx" ON "accounting_vouchers" USING btree ("tenant_id","ten_ct","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_phan_he_idx" ON "accounting_vouchers" USING btree ("tenant_id","phan_he","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_tien_to_idx" ON "accounting_vouchers" USING btree ("tenant_id","tien_to","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_tk_no_idx" ON "accounting_vouchers" USING btree ("tenant_id","tk_no","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_tk_co_idx" ON "accounting_vouchers" USING btree ("tenant_id","tk_co","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_status_idx" ON "accounting_vouchers" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_stt_idx" ON "accounting_vouchers" USING btree ("tenant_id","stt","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_created_at_idx" ON "accounting_vouchers" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "accounting_vouchers_updated_at_idx" ON "accounting_vouchers" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."stock_conversion_units_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_qd"::text, '') || ' ' || coalesce("ma_vt"::text, '') || ' ' || coalesce("ma_dvt"::text, '') || ' ' || coalesce("ma_dvt_qd"::text, ''))) AS haystack FROM "stock_conversion_units" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_warehouses_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_kho"::text, '') || ' ' || coalesce("ten_kho"::text, '') || ' ' || coalesce("ten_kho2"::text, '') || ' ' || coalesce("dia_chi"::text, ''))) AS haystack FROM "stock_warehouses" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_product_groups_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nhvt"::text, '') || ' ' || coalesce("ten_nhvt"::text, '') || ' ' || coalesce("ten_nhvt2"::text, ''))) AS haystack FROM "stock_product_groups" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_product_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_lvt"::text, '') || ' ' || coalesce("ten_lvt"::text, '') || ' ' || coalesce("ten_lvt2"::text, ''))) AS haystack FROM "stock_product_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_product_hours_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_tl"::text, '') || ' ' || coalesce("ten_tl"::text, ''))) AS haystack FROM "stock_product_hours" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."stock_rates_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_bg"::text, '') || ' ' || coalesce("ten_bg"::text, ''))) AS haystack FROM "stock_rates" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_accounts_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("tk"::text, '') || ' ' || coalesce("ten_tk"::text, '') || ' ' || coalesce("ten_tk2"::text, ''))) AS haystack FROM "accounting_accounts" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_taxs_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_thue"::text, '') || ' ' || coalesce("ten_thue"::text, '') || ' ' || coalesce("ten_thue2"::text, ''))) AS haystack FROM "accounting_taxs" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_currencies_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nt"::text, '') || ' ' || coalesce("ten_nt"::text, '') || ' ' || coalesce("ten_nt2"::text, ''))) AS haystack FROM "accounting_currencies" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_exchange_rates_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_tg"::text, '') || ' ' || coalesce("ma_nt"::text, ''))) AS haystack FROM "accounting_exchange_rates" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_transaction_terms_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_dk"::text, '') || ' ' || coalesce("ten_dk"::text, '') || ' ' || coalesce("ten_dk2"::text, ''))) AS haystack FROM "accounting_transaction_terms" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_expenses_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_kmcp"::text, '') || ' ' || coalesce("ten_kmcp"::text, '') || ' ' || coalesce("ten_kmcp2"::text, ''))) AS haystack FROM "accounting_expenses" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."accounting_vouchers_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_ct"::text, '') || ' ' || coalesce("ten_ct"::text, '') || ' ' || coalesce("ten_ct2"::text, ''))) AS haystack FROM "accounting_vouchers" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_conversion_units_tenant_isolation" ON "stock_conversion_units" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_warehouses_tenant_isolation" ON "stock_warehouses" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_product_groups_tenant_isolation" ON "stock_product_groups" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_product_types_tenant_isolation" ON "stock_product_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_product_hours_tenant_isolation" ON "stock_product_hours" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_rates_tenant_isolation" ON "stock_rates" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_accounts_tenant_isolation" ON "accounting_accounts" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_taxs_tenant_isolation" ON "accounting_taxs" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_currencies_tenant_isolation" ON "accounting_currencies" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_exchange_rates_tenant_isolation" ON "accounting_exchange_rates" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_transaction_terms_tenant_isolation" ON "accounting_transaction_terms" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_expenses_tenant_isolation" ON "accounting_expenses" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "accounting_vouchers_tenant_isolation" ON "accounting_vouchers" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
