CREATE TABLE "code_counters" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"last_number" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "code_counters_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "code_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_source_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nguon" text NOT NULL,
	"ten_nguon" text NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_source_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_source_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_source_type_options" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nguon" text NOT NULL,
	"ma_nguon_ct" text NOT NULL,
	"ten_nguon_ct" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_source_type_options_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_source_type_options" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_complain_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_loai_kn" text NOT NULL,
	"ten_loai_kn" text NOT NULL,
	"so_ngay_xl" integer,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_complain_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_complain_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_levels" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_cap" text NOT NULL,
	"ten_cap" text NOT NULL,
	"thu_tu" integer,
	"vip" boolean DEFAULT false NOT NULL,
	"doanh_so_tu" numeric(38, 0),
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_levels_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_levels" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_tags" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nhan" text NOT NULL,
	"ten_nhan" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_tags_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_partner_transfers" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_kh" text,
	"ma_nvbh_cu" text,
	"ma_nvbh_moi" text,
	"ly_do" text,
	"ma_lo" text,
	"ma_chuyen" text,
	"ma_dvcs" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_partner_transfers_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_partner_transfers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_partner_notes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"so_gc" text NOT NULL,
	"ma_kh" text NOT NULL,
	"noi_dung" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_partner_notes_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_partner_notes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_complains" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"so_kn" text NOT NULL,
	"ngay_kn" date NOT NULL,
	"ma_kh" text NOT NULL,
	"ma_loai_kn" text NOT NULL,
	"noi_dung" text NOT NULL,
	"ma_nv_xl" text,
	"trang_thai" smallint NOT NULL,
	"han_xl" date,
	"ket_qua" text,
	"ma_dvcs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_complains_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_complains" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP VIEW "public"."crm_partners_search";
--> statement-breakpoint
DROP INDEX "crm_partners_ngay_sinh_idx";
--> statement-breakpoint
DROP INDEX "crm_partners_ten_nvbh_idx";
--> statement-breakpoint
DROP INDEX "crm_partners_search_idx";
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "dien_thoai2" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "website" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "he_thong_dc" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "ma_tinh" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "ma_quan" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "ma_phuong" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "ma_nguon" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "ma_nguon_ct" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "ma_cap" text;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD COLUMN "avatar" text;
--> statement-breakpoint
ALTER TABLE "code_counters" ADD CONSTRAINT "code_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_source_types" ADD CONSTRAINT "crm_source_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_source_type_options" ADD CONSTRAINT "crm_source_type_options_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_complain_types" ADD CONSTRAINT "crm_complain_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_levels" ADD CONSTRAINT "crm_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_tags" ADD CONSTRAINT "crm_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_partner_transfers" ADD CONSTRAINT "crm_partner_transfers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_partner_notes" ADD CONSTRAINT "crm_partner_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_complains" ADD CONSTRAINT "crm_complains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_source_types_key_uq" ON "crm_source_types" USING btree ("tenant_id","ma_nguon");
--> statement-breakpoint
CREATE INDEX "crm_source_types_search_idx" ON "crm_source_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nguon"::text, '') || ' ' || coalesce("ten_nguon"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_source_types_ten_nguon_idx" ON "crm_source_types" USING btree ("tenant_id","ten_nguon","id");
--> statement-breakpoint
CREATE INDEX "crm_source_types_ghi_chu_idx" ON "crm_source_types" USING btree ("tenant_id","ghi_chu","id");
--> statement-breakpoint
CREATE INDEX "crm_source_types_status_idx" ON "crm_source_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_source_types_created_at_idx" ON "crm_source_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_source_types_updated_at_idx" ON "crm_source_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_source_type_options_key_uq" ON "crm_source_type_options" USING btree ("tenant_id","ma_nguon_ct");
--> statement-breakpoint
CREATE INDEX "crm_source_type_options_search_idx" ON "crm_source_type_options" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nguon_ct"::text, '') || ' ' || coalesce("ten_nguon_ct"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_source_type_options_ma_nguon_idx" ON "crm_source_type_options" USING btree ("tenant_id","ma_nguon","id");
--> statement-breakpoint
CREATE INDEX "crm_source_type_options_ten_nguon_ct_idx" ON "crm_source_type_options" USING btree ("tenant_id","ten_nguon_ct","id");
--> statement-breakpoint
CREATE INDEX "crm_source_type_options_status_idx" ON "crm_source_type_options" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_source_type_options_created_at_idx" ON "crm_source_type_options" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_source_type_options_updated_at_idx" ON "crm_source_type_options" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_complain_types_key_uq" ON "crm_complain_types" USING btree ("tenant_id","ma_loai_kn");
--> statement-breakpoint
CREATE INDEX "crm_complain_types_search_idx" ON "crm_complain_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_loai_kn"::text, '') || ' ' || coalesce("ten_loai_kn"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_complain_types_ten_loai_kn_idx" ON "crm_complain_types" USING btree ("tenant_id","ten_loai_kn","id");
--> statement-breakpoint
CREATE INDEX "crm_complain_types_so_ngay_xl_idx" ON "crm_complain_types" USING btree ("tenant_id","so_ngay_xl","id");
--> statement-breakpoint
CREATE INDEX "crm_complain_types_status_idx" ON "crm_complain_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_complain_types_created_at_idx" ON "crm_complain_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_complain_types_updated_at_idx" ON "crm_complain_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_levels_key_uq" ON "crm_levels" USING btree ("tenant_id","ma_cap");
--> statement-breakpoint
CREATE INDEX "crm_levels_search_idx" ON "crm_levels" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_cap"::text, '') || ' ' || coalesce("ten_cap"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_levels_ten_cap_idx" ON "crm_levels" USING btree ("tenant_id","ten_cap","id");
--> statement-breakpoint
CREATE INDEX "crm_levels_thu_tu_idx" ON "crm_levels" USING btree ("tenant_id","thu_tu","id");
--> statement-breakpoint
CREATE INDEX "crm_levels_vip_idx" ON "crm_levels" USING btree ("tenant_id","vip","id");
--> statement-breakpoint
CREATE INDEX "crm_levels_doanh_so_tu_idx" ON "crm_levels" USING btree ("tenant_id","doanh_so_tu","id");
--> statement-breakpoint
CREATE INDEX "crm_levels_status_idx" ON "crm_levels" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_levels_created_at_idx" ON "crm_levels" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_levels_updated_at_idx" ON "crm_levels" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_tags_key_uq" ON "crm_tags" USING btree ("tenant_id","ma_nhan");
--> statement-breakpoint
CREATE INDEX "crm_tags_search_idx" ON "crm_tags" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nhan"::text, '') || ' ' || coalesce("ten_nhan"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_tags_ten_nhan_idx" ON "crm_tags" USING btree ("tenant_id","ten_nhan","id");
--> statement-breakpoint
CREATE INDEX "crm_tags_status_idx" ON "crm_tags" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_tags_created_at_idx" ON "crm_tags" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_tags_updated_at_idx" ON "crm_tags" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_partner_transfers_key_uq" ON "crm_partner_transfers" USING btree ("tenant_id","ma_chuyen");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_search_idx" ON "crm_partner_transfers" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_kh"::text, '') || ' ' || coalesce("ly_do"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_created_at_idx" ON "crm_partner_transfers" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ma_kh_idx" ON "crm_partner_transfers" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ma_nvbh_cu_idx" ON "crm_partner_transfers" USING btree ("tenant_id","ma_nvbh_cu","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ma_nvbh_moi_idx" ON "crm_partner_transfers" USING btree ("tenant_id","ma_nvbh_moi","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ly_do_idx" ON "crm_partner_transfers" USING btree ("tenant_id","ly_do","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_created_by_idx" ON "crm_partner_transfers" USING btree ("tenant_id","created_by","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ma_dvcs_idx" ON "crm_partner_transfers" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_updated_at_idx" ON "crm_partner_transfers" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_partner_notes_key_uq" ON "crm_partner_notes" USING btree ("tenant_id","so_gc");
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_search_idx" ON "crm_partner_notes" USING gin ("tenant_id",f_unaccent(lower(coalesce("noi_dung"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_created_at_idx" ON "crm_partner_notes" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_ma_kh_idx" ON "crm_partner_notes" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_noi_dung_idx" ON "crm_partner_notes" USING btree ("tenant_id","noi_dung","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_created_by_idx" ON "crm_partner_notes" USING btree ("tenant_id","created_by","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_updated_at_idx" ON "crm_partner_notes" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "crm_partner_notes_branch_idx" ON "crm_partner_notes" USING btree ("tenant_id","ma_dvcs");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_complains_key_uq" ON "crm_complains" USING btree ("tenant_id","so_kn");
--> statement-breakpoint
CREATE INDEX "crm_complains_search_idx" ON "crm_complains" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_kn"::text, '') || ' ' || coalesce("noi_dung"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_complains_ngay_kn_idx" ON "crm_complains" USING btree ("tenant_id","ngay_kn","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_ma_kh_idx" ON "crm_complains" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_ma_loai_kn_idx" ON "crm_complains" USING btree ("tenant_id","ma_loai_kn","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_ma_nv_xl_idx" ON "crm_complains" USING btree ("tenant_id","ma_nv_xl","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_trang_thai_idx" ON "crm_complains" USING btree ("tenant_id","trang_thai","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_han_xl_idx" ON "crm_complains" USING btree ("tenant_id","han_xl","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_ma_dvcs_idx" ON "crm_complains" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_created_at_idx" ON "crm_complains" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_complains_updated_at_idx" ON "crm_complains" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "system_logs_record_idx" ON "system_logs" USING btree ("tenant_id","record_id","created_at");
--> statement-breakpoint
CREATE INDEX "crm_partners_ma_cap_idx" ON "crm_partners" USING btree ("tenant_id","ma_cap","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_tags_idx" ON "crm_partners" USING btree ("tenant_id","tags","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_ma_nvbh_idx" ON "crm_partners" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_ma_nguon_idx" ON "crm_partners" USING btree ("tenant_id","ma_nguon","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_search_idx" ON "crm_partners" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_kh"::text, '') || ' ' || coalesce("ten_kh"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("email"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE VIEW "public"."crm_source_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nguon"::text, '') || ' ' || coalesce("ten_nguon"::text, ''))) AS haystack FROM "crm_source_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_source_type_options_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nguon_ct"::text, '') || ' ' || coalesce("ten_nguon_ct"::text, ''))) AS haystack FROM "crm_source_type_options" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_complain_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_loai_kn"::text, '') || ' ' || coalesce("ten_loai_kn"::text, ''))) AS haystack FROM "crm_complain_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_levels_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_cap"::text, '') || ' ' || coalesce("ten_cap"::text, ''))) AS haystack FROM "crm_levels" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_tags_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nhan"::text, '') || ' ' || coalesce("ten_nhan"::text, ''))) AS haystack FROM "crm_tags" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_partner_transfers_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_kh"::text, '') || ' ' || coalesce("ly_do"::text, ''))) AS haystack FROM "crm_partner_transfers" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_partner_notes_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("noi_dung"::text, ''))) AS haystack FROM "crm_partner_notes" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_complains_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_kn"::text, '') || ' ' || coalesce("noi_dung"::text, ''))) AS haystack FROM "crm_complains" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_partners_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_kh"::text, '') || ' ' || coalesce("ten_kh"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("email"::text, ''))) AS haystack FROM "crm_partners" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "code_counters_tenant_isolation" ON "code_counters" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_source_types_tenant_isolation" ON "crm_source_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_source_type_options_tenant_isolation" ON "crm_source_type_options" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_complain_types_tenant_isolation" ON "crm_complain_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_levels_tenant_isolation" ON "crm_levels" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_tags_tenant_isolation" ON "crm_tags" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_partner_transfers_tenant_isolation" ON "crm_partner_transfers" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_partner_notes_tenant_isolation" ON "crm_partner_notes" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_complains_tenant_isolation" ON "crm_complains" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
