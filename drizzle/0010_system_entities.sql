CREATE TABLE "system_custom1" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dm" text NOT NULL,
	"ten_dm" text NOT NULL,
	"ten_dm2" text,
	"order" integer,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "system_custom1_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "system_custom1" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "system_custom2" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dm" text NOT NULL,
	"ten_dm" text NOT NULL,
	"ten_dm2" text,
	"order" integer,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "system_custom2_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "system_custom2" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "system_custom3" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dm" text NOT NULL,
	"ten_dm" text NOT NULL,
	"ten_dm2" text,
	"order" integer,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "system_custom3_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "system_custom3" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "system_dictionaries" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"loai" text NOT NULL,
	"ma_tudien" text NOT NULL,
	"ten_tudien" text NOT NULL,
	"ten_tudien2" text,
	"order" integer,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "system_dictionaries_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "system_dictionaries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "system_banners" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_banner" text NOT NULL,
	"tieu_de" text NOT NULL,
	"hinh_anh" text NOT NULL,
	"duong_dan" text,
	"vi_tri" text NOT NULL,
	"order" integer,
	"ngay_bd" date,
	"ngay_kt" date,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "system_banners_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "system_banners" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "call_center_phone_numbers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"so_dien_thoai" text NOT NULL,
	"ten_so" text NOT NULL,
	"ma_tong_dai" text NOT NULL,
	"huong_goi" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "call_center_phone_numbers_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "call_center_phone_numbers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "call_center_providers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_tong_dai" text NOT NULL,
	"ten_tong_dai" text NOT NULL,
	"provider" text NOT NULL,
	"enable" boolean DEFAULT false NOT NULL,
	"endpoint" text,
	"port" integer,
	"path" text,
	"domain" text,
	"url" text,
	"access_key" text,
	"widget" boolean DEFAULT false NOT NULL,
	"widget_lib" text,
	"libs" jsonb,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "call_center_providers_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "call_center_providers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "call_center_extensions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"so_may_nhanh" text NOT NULL,
	"ten_may_nhanh" text,
	"ma_tong_dai" text NOT NULL,
	"mat_khau" text,
	"user_name" text,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "call_center_extensions_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "call_center_extensions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_discount_codes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_giam_gia" text NOT NULL,
	"ten_giam_gia" text NOT NULL,
	"loai_giam" smallint NOT NULL,
	"ty_le_ck" numeric(38, 2),
	"tien_ck" numeric(38, 0),
	"tien_ck_toi_da" numeric(38, 0),
	"tien_don_toi_thieu" numeric(38, 0),
	"ngay_hl_tu" date NOT NULL,
	"ngay_hl_den" date,
	"so_lan_toi_da" integer,
	"so_lan_da_dung" integer,
	"ma_dvcs" text,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_discount_codes_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_discount_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_payment_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_httt" text NOT NULL,
	"ten_httt" text NOT NULL,
	"ten_httt2" text,
	"loai" text NOT NULL,
	"tk" text,
	"ngan_hang" text,
	"so_tai_khoan" text,
	"chu_tai_khoan" text,
	"ty_le_phi" numeric(38, 2),
	"order" integer,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_payment_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_payment_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_card_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_loai_the" text NOT NULL,
	"ten_loai_the" text NOT NULL,
	"nhom_the" smallint NOT NULL,
	"tien_menh_gia" numeric(38, 0),
	"tien_tang" numeric(38, 0),
	"ty_le_ck" numeric(38, 2),
	"so_thang_hl" smallint,
	"mau_the" text,
	"hinh_anh" text,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_card_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_card_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "hr_departments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_bp" text NOT NULL,
	"ten_bp" text NOT NULL,
	"ma_bp_cha" text,
	"order" integer,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hr_departments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "hr_departments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "hr_shifts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_ca" text NOT NULL,
	"ten_ca" text NOT NULL,
	"gio_bd" text NOT NULL,
	"gio_kt" text NOT NULL,
	"gio_nghi_bd" text,
	"gio_nghi_kt" text,
	"so_gio" numeric(38, 2),
	"mau" text,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hr_shifts_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "hr_shifts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "hr_employees" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nv" text NOT NULL,
	"ten_nv" text NOT NULL,
	"gioi_tinh" smallint,
	"ngay_sinh" date,
	"dien_thoai" text,
	"email" text,
	"so_cccd" text,
	"dia_chi" text,
	"ma_dvcs" text NOT NULL,
	"ma_bp" text,
	"chuc_vu" text,
	"ma_ca" text,
	"la_nvbh" boolean DEFAULT false NOT NULL,
	"la_ktv" boolean DEFAULT false NOT NULL,
	"ngay_vao_lam" date,
	"ngay_nghi_viec" date,
	"tien_luong" numeric(38, 0),
	"hinh_anh" text,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hr_employees_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "hr_employees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "purchases_suppliers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_ncc" text NOT NULL,
	"ten_ncc" text NOT NULL,
	"ma_nhom_ncc" text,
	"ma_so_thue" text,
	"dia_chi" text,
	"dien_thoai" text,
	"email" text,
	"website" text,
	"nguoi_lien_he" text,
	"dt_lien_he" text,
	"ngan_hang" text,
	"so_tai_khoan" text,
	"so_ngay_no" smallint,
	"tien_han_muc_no" numeric(38, 0),
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "purchases_suppliers_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "purchases_suppliers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP INDEX "branches_code_uq";
--> statement-breakpoint
DROP INDEX "message_logs_created_idx";
--> statement-breakpoint
ALTER TABLE "branches" ALTER COLUMN "status" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "ten_dvcs2" text;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "ma_so_thue" text;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "logo" text;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "ghi_chu" text;
--> statement-breakpoint
ALTER TABLE "system_custom1" ADD CONSTRAINT "system_custom1_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "system_custom2" ADD CONSTRAINT "system_custom2_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "system_custom3" ADD CONSTRAINT "system_custom3_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "system_dictionaries" ADD CONSTRAINT "system_dictionaries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "system_banners" ADD CONSTRAINT "system_banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "call_center_phone_numbers" ADD CONSTRAINT "call_center_phone_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "call_center_providers" ADD CONSTRAINT "call_center_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "call_center_extensions" ADD CONSTRAINT "call_center_extensions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_discount_codes" ADD CONSTRAINT "sales_discount_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_payment_types" ADD CONSTRAINT "sales_payment_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_card_types" ADD CONSTRAINT "sales_card_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hr_departments" ADD CONSTRAINT "hr_departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hr_shifts" ADD CONSTRAINT "hr_shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hr_employees" ADD CONSTRAINT "hr_employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchases_suppliers" ADD CONSTRAINT "purchases_suppliers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "system_custom1_key_uq" ON "system_custom1" USING btree ("tenant_id","ma_dm");
--> statement-breakpoint
CREATE INDEX "system_custom1_search_idx" ON "system_custom1" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ten_dm"::text, '') || ' ' || coalesce("ten_dm2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "system_custom1_ten_dm_idx" ON "system_custom1" USING btree ("tenant_id","ten_dm","id");
--> statement-breakpoint
CREATE INDEX "system_custom1_ten_dm2_idx" ON "system_custom1" USING btree ("tenant_id","ten_dm2","id");
--> statement-breakpoint
CREATE INDEX "system_custom1_order_idx" ON "system_custom1" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "system_custom1_status_idx" ON "system_custom1" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "system_custom1_created_at_idx" ON "system_custom1" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "system_custom1_updated_at_idx" ON "system_custom1" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "system_custom2_key_uq" ON "system_custom2" USING btree ("tenant_id","ma_dm");
--> statement-breakpoint
CREATE INDEX "system_custom2_search_idx" ON "system_custom2" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ten_dm"::text, '') || ' ' || coalesce("ten_dm2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "system_custom2_ten_dm_idx" ON "system_custom2" USING btree ("tenant_id","ten_dm","id");
--> statement-breakpoint
CREATE INDEX "system_custom2_ten_dm2_idx" ON "system_custom2" USING btree ("tenant_id","ten_dm2","id");
--> statement-breakpoint
CREATE INDEX "system_custom2_order_idx" ON "system_custom2" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "system_custom2_status_idx" ON "system_custom2" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "system_custom2_created_at_idx" ON "system_custom2" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "system_custom2_updated_at_idx" ON "system_custom2" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "system_custom3_key_uq" ON "system_custom3" USING btree ("tenant_id","ma_dm");
--> statement-breakpoint
CREATE INDEX "system_custom3_search_idx" ON "system_custom3" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ten_dm"::text, '') || ' ' || coalesce("ten_dm2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "system_custom3_ten_dm_idx" ON "system_custom3" USING btree ("tenant_id","ten_dm","id");
--> statement-breakpoint
CREATE INDEX "system_custom3_ten_dm2_idx" ON "system_custom3" USING btree ("tenant_id","ten_dm2","id");
--> statement-breakpoint
CREATE INDEX "system_custom3_order_idx" ON "system_custom3" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "system_custom3_status_idx" ON "system_custom3" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "system_custom3_created_at_idx" ON "system_custom3" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "system_custom3_updated_at_idx" ON "system_custom3" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "system_dictionaries_key_uq" ON "system_dictionaries" USING btree ("tenant_id","loai","ma_tudien");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_search_idx" ON "system_dictionaries" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_tudien"::text, '') || ' ' || coalesce("ten_tudien"::text, '') || ' ' || coalesce("ten_tudien2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "system_dictionaries_loai_idx" ON "system_dictionaries" USING btree ("tenant_id","loai","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_ma_tudien_idx" ON "system_dictionaries" USING btree ("tenant_id","ma_tudien","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_ten_tudien_idx" ON "system_dictionaries" USING btree ("tenant_id","ten_tudien","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_ten_tudien2_idx" ON "system_dictionaries" USING btree ("tenant_id","ten_tudien2","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_order_idx" ON "system_dictionaries" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_status_idx" ON "system_dictionaries" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_created_at_idx" ON "system_dictionaries" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "system_dictionaries_updated_at_idx" ON "system_dictionaries" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "system_banners_key_uq" ON "system_banners" USING btree ("tenant_id","ma_banner");
--> statement-breakpoint
CREATE INDEX "system_banners_search_idx" ON "system_banners" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_banner"::text, '') || ' ' || coalesce("tieu_de"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "system_banners_tieu_de_idx" ON "system_banners" USING btree ("tenant_id","tieu_de","id");
--> statement-breakpoint
CREATE INDEX "system_banners_vi_tri_idx" ON "system_banners" USING btree ("tenant_id","vi_tri","id");
--> statement-breakpoint
CREATE INDEX "system_banners_order_idx" ON "system_banners" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "system_banners_ngay_bd_idx" ON "system_banners" USING btree ("tenant_id","ngay_bd","id");
--> statement-breakpoint
CREATE INDEX "system_banners_ngay_kt_idx" ON "system_banners" USING btree ("tenant_id","ngay_kt","id");
--> statement-breakpoint
CREATE INDEX "system_banners_status_idx" ON "system_banners" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "system_banners_created_at_idx" ON "system_banners" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "system_banners_updated_at_idx" ON "system_banners" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_phone_numbers_key_uq" ON "call_center_phone_numbers" USING btree ("tenant_id","so_dien_thoai");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_search_idx" ON "call_center_phone_numbers" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_dien_thoai"::text, '') || ' ' || coalesce("ten_so"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_ten_so_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","ten_so","id");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_ma_tong_dai_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","ma_tong_dai","id");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_huong_goi_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","huong_goi","id");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_ma_dvcs_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_status_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_created_at_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_updated_at_idx" ON "call_center_phone_numbers" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_providers_key_uq" ON "call_center_providers" USING btree ("tenant_id","ma_tong_dai");
--> statement-breakpoint
CREATE INDEX "call_center_providers_search_idx" ON "call_center_providers" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_tong_dai"::text, '') || ' ' || coalesce("ten_tong_dai"::text, '') || ' ' || coalesce("domain"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "call_center_providers_ten_tong_dai_idx" ON "call_center_providers" USING btree ("tenant_id","ten_tong_dai","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_provider_idx" ON "call_center_providers" USING btree ("tenant_id","provider","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_endpoint_idx" ON "call_center_providers" USING btree ("tenant_id","endpoint","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_domain_idx" ON "call_center_providers" USING btree ("tenant_id","domain","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_enable_idx" ON "call_center_providers" USING btree ("tenant_id","enable","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_status_idx" ON "call_center_providers" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_created_at_idx" ON "call_center_providers" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "call_center_providers_updated_at_idx" ON "call_center_providers" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_extensions_key_uq" ON "call_center_extensions" USING btree ("tenant_id","ma_tong_dai","so_may_nhanh");
--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_extensions_uq1" ON "call_center_extensions" USING btree ("tenant_id","user_name");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_search_idx" ON "call_center_extensions" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_may_nhanh"::text, '') || ' ' || coalesce("ten_may_nhanh"::text, '') || ' ' || coalesce("user_name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "call_center_extensions_so_may_nhanh_idx" ON "call_center_extensions" USING btree ("tenant_id","so_may_nhanh","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_ten_may_nhanh_idx" ON "call_center_extensions" USING btree ("tenant_id","ten_may_nhanh","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_ma_tong_dai_idx" ON "call_center_extensions" USING btree ("tenant_id","ma_tong_dai","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_user_name_idx" ON "call_center_extensions" USING btree ("tenant_id","user_name","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_ma_dvcs_idx" ON "call_center_extensions" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_status_idx" ON "call_center_extensions" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_created_at_idx" ON "call_center_extensions" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "call_center_extensions_updated_at_idx" ON "call_center_extensions" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_discount_codes_key_uq" ON "sales_discount_codes" USING btree ("tenant_id","ma_giam_gia");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_search_idx" ON "sales_discount_codes" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_giam_gia"::text, '') || ' ' || coalesce("ten_giam_gia"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_ten_giam_gia_idx" ON "sales_discount_codes" USING btree ("tenant_id","ten_giam_gia","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_loai_giam_idx" ON "sales_discount_codes" USING btree ("tenant_id","loai_giam","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_ty_le_ck_idx" ON "sales_discount_codes" USING btree ("tenant_id","ty_le_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_tien_ck_idx" ON "sales_discount_codes" USING btree ("tenant_id","tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_ngay_hl_tu_idx" ON "sales_discount_codes" USING btree ("tenant_id","ngay_hl_tu","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_ngay_hl_den_idx" ON "sales_discount_codes" USING btree ("tenant_id","ngay_hl_den","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_so_lan_da_dung_idx" ON "sales_discount_codes" USING btree ("tenant_id","so_lan_da_dung","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_status_idx" ON "sales_discount_codes" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_created_at_idx" ON "sales_discount_codes" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_discount_codes_updated_at_idx" ON "sales_discount_codes" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_payment_types_key_uq" ON "sales_payment_types" USING btree ("tenant_id","ma_httt");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_search_idx" ON "sales_payment_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_httt"::text, '') || ' ' || coalesce("ten_httt"::text, '') || ' ' || coalesce("ngan_hang"::text, '') || ' ' || coalesce("so_tai_khoan"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_payment_types_ten_httt_idx" ON "sales_payment_types" USING btree ("tenant_id","ten_httt","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_loai_idx" ON "sales_payment_types" USING btree ("tenant_id","loai","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_tk_idx" ON "sales_payment_types" USING btree ("tenant_id","tk","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_ngan_hang_idx" ON "sales_payment_types" USING btree ("tenant_id","ngan_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_so_tai_khoan_idx" ON "sales_payment_types" USING btree ("tenant_id","so_tai_khoan","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_order_idx" ON "sales_payment_types" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_status_idx" ON "sales_payment_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_created_at_idx" ON "sales_payment_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_payment_types_updated_at_idx" ON "sales_payment_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_card_types_key_uq" ON "sales_card_types" USING btree ("tenant_id","ma_loai_the");
--> statement-breakpoint
CREATE INDEX "sales_card_types_search_idx" ON "sales_card_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_loai_the"::text, '') || ' ' || coalesce("ten_loai_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_card_types_ten_loai_the_idx" ON "sales_card_types" USING btree ("tenant_id","ten_loai_the","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_nhom_the_idx" ON "sales_card_types" USING btree ("tenant_id","nhom_the","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_tien_menh_gia_idx" ON "sales_card_types" USING btree ("tenant_id","tien_menh_gia","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_ty_le_ck_idx" ON "sales_card_types" USING btree ("tenant_id","ty_le_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_so_thang_hl_idx" ON "sales_card_types" USING btree ("tenant_id","so_thang_hl","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_status_idx" ON "sales_card_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_created_at_idx" ON "sales_card_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_card_types_updated_at_idx" ON "sales_card_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "hr_departments_key_uq" ON "hr_departments" USING btree ("tenant_id","ma_bp");
--> statement-breakpoint
CREATE INDEX "hr_departments_search_idx" ON "hr_departments" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_bp"::text, '') || ' ' || coalesce("ten_bp"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "hr_departments_ten_bp_idx" ON "hr_departments" USING btree ("tenant_id","ten_bp","id");
--> statement-breakpoint
CREATE INDEX "hr_departments_ma_bp_cha_idx" ON "hr_departments" USING btree ("tenant_id","ma_bp_cha","id");
--> statement-breakpoint
CREATE INDEX "hr_departments_order_idx" ON "hr_departments" USING btree ("tenant_id","order","id");
--> statement-breakpoint
CREATE INDEX "hr_departments_status_idx" ON "hr_departments" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "hr_departments_created_at_idx" ON "hr_departments" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "hr_departments_updated_at_idx" ON "hr_departments" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "hr_shifts_key_uq" ON "hr_shifts" USING btree ("tenant_id","ma_ca");
--> statement-breakpoint
CREATE INDEX "hr_shifts_search_idx" ON "hr_shifts" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_ca"::text, '') || ' ' || coalesce("ten_ca"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "hr_shifts_ten_ca_idx" ON "hr_shifts" USING btree ("tenant_id","ten_ca","id");
--> statement-breakpoint
CREATE INDEX "hr_shifts_gio_bd_idx" ON "hr_shifts" USING btree ("tenant_id","gio_bd","id");
--> statement-breakpoint
CREATE INDEX "hr_shifts_gio_kt_idx" ON "hr_shifts" USING btree ("tenant_id","gio_kt","id");
--> statement-breakpoint
CREATE INDEX "hr_shifts_so_gio_idx" ON "hr_shifts" USING btree ("tenant_id","so_gio","id");
--> statement-breakpoint
CREATE INDEX "hr_shifts_status_idx" ON "hr_shifts" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "hr_shifts_created_at_idx" ON "hr_shifts" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "hr_shifts_updated_at_idx" ON "hr_shifts" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "hr_employees_key_uq" ON "hr_employees" USING btree ("tenant_id","ma_nv");
--> statement-breakpoint
CREATE UNIQUE INDEX "hr_employees_uq1" ON "hr_employees" USING btree ("tenant_id","dien_thoai");
--> statement-breakpoint
CREATE INDEX "hr_employees_search_idx" ON "hr_employees" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nv"::text, '') || ' ' || coalesce("ten_nv"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("email"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "hr_employees_ten_nv_idx" ON "hr_employees" USING btree ("tenant_id","ten_nv","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_dien_thoai_idx" ON "hr_employees" USING btree ("tenant_id","dien_thoai","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_ma_bp_idx" ON "hr_employees" USING btree ("tenant_id","ma_bp","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_chuc_vu_idx" ON "hr_employees" USING btree ("tenant_id","chuc_vu","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_ma_dvcs_idx" ON "hr_employees" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_ngay_vao_lam_idx" ON "hr_employees" USING btree ("tenant_id","ngay_vao_lam","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_status_idx" ON "hr_employees" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_created_at_idx" ON "hr_employees" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "hr_employees_updated_at_idx" ON "hr_employees" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_suppliers_key_uq" ON "purchases_suppliers" USING btree ("tenant_id","ma_ncc");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_suppliers_uq1" ON "purchases_suppliers" USING btree ("tenant_id","ma_so_thue");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_search_idx" ON "purchases_suppliers" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_ncc"::text, '') || ' ' || coalesce("ten_ncc"::text, '') || ' ' || coalesce("ma_so_thue"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("nguoi_lien_he"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_ten_ncc_idx" ON "purchases_suppliers" USING btree ("tenant_id","ten_ncc","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_ma_nhom_ncc_idx" ON "purchases_suppliers" USING btree ("tenant_id","ma_nhom_ncc","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_ma_so_thue_idx" ON "purchases_suppliers" USING btree ("tenant_id","ma_so_thue","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_dien_thoai_idx" ON "purchases_suppliers" USING btree ("tenant_id","dien_thoai","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_nguoi_lien_he_idx" ON "purchases_suppliers" USING btree ("tenant_id","nguoi_lien_he","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_status_idx" ON "purchases_suppliers" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_created_at_idx" ON "purchases_suppliers" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "purchases_suppliers_updated_at_idx" ON "purchases_suppliers" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "branches_key_uq" ON "branches" USING btree ("tenant_id","ma_dvcs");
--> statement-breakpoint
CREATE INDEX "branches_search_idx" ON "branches" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dvcs"::text, '') || ' ' || coalesce("ten_dvcs"::text, '') || ' ' || coalesce("dia_chi"::text, '') || ' ' || coalesce("dien_thoai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "branches_ten_dvcs_idx" ON "branches" USING btree ("tenant_id","ten_dvcs","id");
--> statement-breakpoint
CREATE INDEX "branches_dia_chi_idx" ON "branches" USING btree ("tenant_id","dia_chi","id");
--> statement-breakpoint
CREATE INDEX "branches_dien_thoai_idx" ON "branches" USING btree ("tenant_id","dien_thoai","id");
--> statement-breakpoint
CREATE INDEX "branches_email_idx" ON "branches" USING btree ("tenant_id","email","id");
--> statement-breakpoint
CREATE INDEX "branches_status_idx" ON "branches" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "branches_created_at_idx" ON "branches" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "branches_updated_at_idx" ON "branches" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "message_logs_key_uq" ON "message_logs" USING btree ("tenant_id","provider_message_id");
--> statement-breakpoint
CREATE INDEX "message_logs_search_idx" ON "message_logs" USING gin ("tenant_id",f_unaccent(lower(coalesce("recipient"::text, '') || ' ' || coalesce("body"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "message_logs_created_at_idx" ON "message_logs" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "message_logs_channel_idx" ON "message_logs" USING btree ("tenant_id","channel","id");
--> statement-breakpoint
CREATE INDEX "message_logs_recipient_idx" ON "message_logs" USING btree ("tenant_id","recipient","id");
--> statement-breakpoint
CREATE INDEX "message_logs_purpose_idx" ON "message_logs" USING btree ("tenant_id","purpose","id");
--> statement-breakpoint
CREATE INDEX "message_logs_provider_idx" ON "message_logs" USING btree ("tenant_id","provider","id");
--> statement-breakpoint
CREATE INDEX "message_logs_status_idx" ON "message_logs" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "message_logs_updated_at_idx" ON "message_logs" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."branches_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_dvcs"::text, '') || ' ' || coalesce("ten_dvcs"::text, '') || ' ' || coalesce("dia_chi"::text, '') || ' ' || coalesce("dien_thoai"::text, ''))) AS haystack FROM "branches" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."system_custom1_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ten_dm"::text, '') || ' ' || coalesce("ten_dm2"::text, ''))) AS haystack FROM "system_custom1" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."system_custom2_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ten_dm"::text, '') || ' ' || coalesce("ten_dm2"::text, ''))) AS haystack FROM "system_custom2" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."system_custom3_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_dm"::text, '') || ' ' || coalesce("ten_dm"::text, '') || ' ' || coalesce("ten_dm2"::text, ''))) AS haystack FROM "system_custom3" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."system_dictionaries_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_tudien"::text, '') || ' ' || coalesce("ten_tudien"::text, '') || ' ' || coalesce("ten_tudien2"::text, ''))) AS haystack FROM "system_dictionaries" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."system_banners_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_banner"::text, '') || ' ' || coalesce("tieu_de"::text, ''))) AS haystack FROM "system_banners" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."call_center_phone_numbers_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_dien_thoai"::text, '') || ' ' || coalesce("ten_so"::text, ''))) AS haystack FROM "call_center_phone_numbers" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."call_center_providers_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_tong_dai"::text, '') || ' ' || coalesce("ten_tong_dai"::text, '') || ' ' || coalesce("domain"::text, ''))) AS haystack FROM "call_center_providers" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."call_center_extensions_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_may_nhanh"::text, '') || ' ' || coalesce("ten_may_nhanh"::text, '') || ' ' || coalesce("user_name"::text, ''))) AS haystack FROM "call_center_extensions" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."message_logs_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("recipient"::text, '') || ' ' || coalesce("body"::text, ''))) AS haystack FROM "message_logs" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_discount_codes_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_giam_gia"::text, '') || ' ' || coalesce("ten_giam_gia"::text, ''))) AS haystack FROM "sales_discount_codes" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_payment_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_httt"::text, '') || ' ' || coalesce("ten_httt"::text, '') || ' ' || coalesce("ngan_hang"::text, '') || ' ' || coalesce("so_tai_khoan"::text, ''))) AS haystack FROM "sales_payment_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_card_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_loai_the"::text, '') || ' ' || coalesce("ten_loai_the"::text, ''))) AS haystack FROM "sales_card_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."hr_departments_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_bp"::text, '') || ' ' || coalesce("ten_bp"::text, ''))) AS haystack FROM "hr_departments" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."hr_shifts_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_ca"::text, '') || ' ' || coalesce("ten_ca"::text, ''))) AS haystack FROM "hr_shifts" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."hr_employees_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nv"::text, '') || ' ' || coalesce("ten_nv"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("email"::text, ''))) AS haystack FROM "hr_employees" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."purchases_suppliers_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_ncc"::text, '') || ' ' || coalesce("ten_ncc"::text, '') || ' ' || coalesce("ma_so_thue"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("nguoi_lien_he"::text, ''))) AS haystack FROM "purchases_suppliers" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "system_custom1_tenant_isolation" ON "system_custom1" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "system_custom2_tenant_isolation" ON "system_custom2" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "system_custom3_tenant_isolation" ON "system_custom3" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "system_dictionaries_tenant_isolation" ON "system_dictionaries" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "system_banners_tenant_isolation" ON "system_banners" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "call_center_phone_numbers_tenant_isolation" ON "call_center_phone_numbers" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "call_center_providers_tenant_isolation" ON "call_center_providers" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "call_center_extensions_tenant_isolation" ON "call_center_extensions" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_discount_codes_tenant_isolation" ON "sales_discount_codes" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_payment_types_tenant_isolation" ON "sales_payment_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_card_types_tenant_isolation" ON "sales_card_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "hr_departments_tenant_isolation" ON "hr_departments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "hr_shifts_tenant_isolation" ON "hr_shifts" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "hr_employees_tenant_isolation" ON "hr_employees" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "purchases_suppliers_tenant_isolation" ON "purchases_suppliers" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
