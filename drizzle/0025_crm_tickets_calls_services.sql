CREATE TABLE "crm_ticket_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"mau" text,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_ticket_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_ticket_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_tickets" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"so_phieu" text NOT NULL,
	"tieu_de" text NOT NULL,
	"ma_kh" text,
	"ma_loai" text,
	"ma_nv" text,
	"uu_tien" text NOT NULL,
	"ngay_bd" timestamp with time zone NOT NULL,
	"han_chot" timestamp with time zone NOT NULL,
	"trang_thai" text NOT NULL,
	"ma_nvbh" text,
	"ma_dvcs" text NOT NULL,
	"noi_dung" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_tickets_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_tickets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_call_logs" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"so_cg" text NOT NULL,
	"huong" text NOT NULL,
	"dien_thoai" text NOT NULL,
	"ma_kh" text,
	"ma_nv" text,
	"ngay_goi" timestamp with time zone NOT NULL,
	"thoi_luong" integer,
	"trang_thai" text,
	"ghi_am" text,
	"ma_lh" text,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_call_logs_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_call_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_call_center_calls" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"call_id" text NOT NULL,
	"ma_tong_dai" text,
	"huong" text NOT NULL,
	"dien_thoai" text NOT NULL,
	"so_may_nhanh" text,
	"user_name" text,
	"ma_kh" text,
	"bat_dau" timestamp with time zone NOT NULL,
	"thoi_luong" integer,
	"trang_thai" text NOT NULL,
	"ghi_am" text,
	"ma_dvcs" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_call_center_calls_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_call_center_calls" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_services" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_cs" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ten_cs" text NOT NULL,
	"so_ngay" integer NOT NULL,
	"hinh_thuc" text NOT NULL,
	"ma_loai" text,
	"noi_dung" text,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_services_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_services" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_service_expenses" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_cp" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ten_cp" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_service_expenses_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_service_expenses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_service_responsibilities" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_pc" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_nv" text NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_service_responsibilities_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_service_responsibilities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_targets" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_mt" text NOT NULL,
	"ma_nv" text NOT NULL,
	"nam" integer NOT NULL,
	"thang" smallint NOT NULL,
	"doanh_so" numeric(38, 0),
	"so_cuoc_goi" integer,
	"so_lich_hen" integer,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_targets_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_targets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP VIEW "public"."crm_tasks_search";
--> statement-breakpoint
DROP INDEX "crm_tasks_search_idx";
--> statement-breakpoint
-- The codes typed as comma-separated text become the array the service lookup stores.
ALTER TABLE "crm_tasks" ALTER COLUMN "dich_vu" SET DATA TYPE text[] USING array_remove(string_to_array(upper(regexp_replace(coalesce("dich_vu", ''), '\s+', '', 'g')), ','), '');
--> statement-breakpoint
ALTER TABLE "crm_tasks" ALTER COLUMN "dich_vu" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "crm_tasks" ALTER COLUMN "dich_vu" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "crm_ticket_types" ADD CONSTRAINT "crm_ticket_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_tickets" ADD CONSTRAINT "crm_tickets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_call_logs" ADD CONSTRAINT "crm_call_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_call_center_calls" ADD CONSTRAINT "crm_call_center_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_services" ADD CONSTRAINT "crm_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_service_expenses" ADD CONSTRAINT "crm_service_expenses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_service_responsibilities" ADD CONSTRAINT "crm_service_responsibilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_targets" ADD CONSTRAINT "crm_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_ticket_types_key_uq" ON "crm_ticket_types" USING btree ("tenant_id","ma_loai");
--> statement-breakpoint
CREATE INDEX "crm_ticket_types_search_idx" ON "crm_ticket_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_loai"::text, '') || ' ' || coalesce("ten_loai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_ticket_types_ten_loai_idx" ON "crm_ticket_types" USING btree ("tenant_id","ten_loai","id");
--> statement-breakpoint
CREATE INDEX "crm_ticket_types_mau_idx" ON "crm_ticket_types" USING btree ("tenant_id","mau","id");
--> statement-breakpoint
CREATE INDEX "crm_ticket_types_status_idx" ON "crm_ticket_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_ticket_types_created_at_idx" ON "crm_ticket_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_ticket_types_updated_at_idx" ON "crm_ticket_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_tickets_key_uq" ON "crm_tickets" USING btree ("tenant_id","so_phieu");
--> statement-breakpoint
CREATE INDEX "crm_tickets_search_idx" ON "crm_tickets" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_phieu"::text, '') || ' ' || coalesce("tieu_de"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("noi_dung"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_tickets_tieu_de_idx" ON "crm_tickets" USING btree ("tenant_id","tieu_de","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_kh_idx" ON "crm_tickets" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_loai_idx" ON "crm_tickets" USING btree ("tenant_id","ma_loai","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_nv_idx" ON "crm_tickets" USING btree ("tenant_id","ma_nv","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_uu_tien_idx" ON "crm_tickets" USING btree ("tenant_id","uu_tien","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_han_chot_idx" ON "crm_tickets" USING btree ("tenant_id","han_chot","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_trang_thai_idx" ON "crm_tickets" USING btree ("tenant_id","trang_thai","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_dvcs_idx" ON "crm_tickets" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_created_at_idx" ON "crm_tickets" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_tickets_updated_at_idx" ON "crm_tickets" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_call_logs_key_uq" ON "crm_call_logs" USING btree ("tenant_id","so_cg");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_search_idx" ON "crm_call_logs" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_cg"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ghi_chu"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_call_logs_ngay_goi_idx" ON "crm_call_logs" USING btree ("tenant_id","ngay_goi","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_huong_idx" ON "crm_call_logs" USING btree ("tenant_id","huong","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_dien_thoai_idx" ON "crm_call_logs" USING btree ("tenant_id","dien_thoai","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_ma_kh_idx" ON "crm_call_logs" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_ma_nv_idx" ON "crm_call_logs" USING btree ("tenant_id","ma_nv","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_thoi_luong_idx" ON "crm_call_logs" USING btree ("tenant_id","thoi_luong","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_trang_thai_idx" ON "crm_call_logs" USING btree ("tenant_id","trang_thai","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_ghi_am_idx" ON "crm_call_logs" USING btree ("tenant_id","ghi_am","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_ma_dvcs_idx" ON "crm_call_logs" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_created_at_idx" ON "crm_call_logs" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_call_logs_updated_at_idx" ON "crm_call_logs" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_call_center_calls_key_uq" ON "crm_call_center_calls" USING btree ("tenant_id","call_id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_search_idx" ON "crm_call_center_calls" USING gin ("tenant_id",f_unaccent(lower(coalesce("call_id"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("so_may_nhanh"::text, '') || ' ' || coalesce("user_name"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_bat_dau_idx" ON "crm_call_center_calls" USING btree ("tenant_id","bat_dau","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_huong_idx" ON "crm_call_center_calls" USING btree ("tenant_id","huong","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_dien_thoai_idx" ON "crm_call_center_calls" USING btree ("tenant_id","dien_thoai","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_ma_kh_idx" ON "crm_call_center_calls" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_so_may_nhanh_idx" ON "crm_call_center_calls" USING btree ("tenant_id","so_may_nhanh","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_user_name_idx" ON "crm_call_center_calls" USING btree ("tenant_id","user_name","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_thoi_luong_idx" ON "crm_call_center_calls" USING btree ("tenant_id","thoi_luong","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_trang_thai_idx" ON "crm_call_center_calls" USING btree ("tenant_id","trang_thai","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_ghi_am_idx" ON "crm_call_center_calls" USING btree ("tenant_id","ghi_am","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_created_at_idx" ON "crm_call_center_calls" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_updated_at_idx" ON "crm_call_center_calls" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "crm_call_center_calls_branch_idx" ON "crm_call_center_calls" USING btree ("tenant_id","ma_dvcs");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_services_key_uq" ON "crm_services" USING btree ("tenant_id","ma_cs");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_services_uq1" ON "crm_services" USING btree ("tenant_id","ma_vt","so_ngay","hinh_thuc");
--> statement-breakpoint
CREATE INDEX "crm_services_search_idx" ON "crm_services" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_cs"::text, '') || ' ' || coalesce("ten_cs"::text, '') || ' ' || coalesce("ma_vt"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_services_ma_vt_idx" ON "crm_services" USING btree ("tenant_id","ma_vt","id");
--> statement-breakpoint
CREATE INDEX "crm_services_ten_cs_idx" ON "crm_services" USING btree ("tenant_id","ten_cs","id");
--> statement-breakpoint
CREATE INDEX "crm_services_so_ngay_idx" ON "crm_services" USING btree ("tenant_id","so_ngay","id");
--> statement-breakpoint
CREATE INDEX "crm_services_hinh_thuc_idx" ON "crm_services" USING btree ("tenant_id","hinh_thuc","id");
--> statement-breakpoint
CREATE INDEX "crm_services_ma_loai_idx" ON "crm_services" USING btree ("tenant_id","ma_loai","id");
--> statement-breakpoint
CREATE INDEX "crm_services_status_idx" ON "crm_services" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_services_created_at_idx" ON "crm_services" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_services_updated_at_idx" ON "crm_services" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_service_expenses_key_uq" ON "crm_service_expenses" USING btree ("tenant_id","ma_cp");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_service_expenses_uq1" ON "crm_service_expenses" USING btree ("tenant_id","ma_vt","ten_cp");
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_search_idx" ON "crm_service_expenses" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_cp"::text, '') || ' ' || coalesce("ten_cp"::text, '') || ' ' || coalesce("ma_vt"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_ma_vt_idx" ON "crm_service_expenses" USING btree ("tenant_id","ma_vt","id");
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_ten_cp_idx" ON "crm_service_expenses" USING btree ("tenant_id","ten_cp","id");
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_tien_idx" ON "crm_service_expenses" USING btree ("tenant_id","tien","id");
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_status_idx" ON "crm_service_expenses" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_created_at_idx" ON "crm_service_expenses" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_service_expenses_updated_at_idx" ON "crm_service_expenses" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_service_responsibilities_key_uq" ON "crm_service_responsibilities" USING btree ("tenant_id","ma_pc");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_search_idx" ON "crm_service_responsibilities" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_pc"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_vt"::text, '') || ' ' || coalesce("ma_nv"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_ma_kh_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_ma_vt_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","ma_vt","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_ma_nv_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","ma_nv","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_tu_ngay_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","tu_ngay","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_den_ngay_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","den_ngay","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_ma_dvcs_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_created_at_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_service_responsibilities_updated_at_idx" ON "crm_service_responsibilities" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_targets_key_uq" ON "crm_targets" USING btree ("tenant_id","ma_mt");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_targets_uq1" ON "crm_targets" USING btree ("tenant_id","ma_nv","nam","thang");
--> statement-breakpoint
CREATE INDEX "crm_targets_search_idx" ON "crm_targets" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_mt"::text, '') || ' ' || coalesce("ma_nv"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_targets_nam_idx" ON "crm_targets" USING btree ("tenant_id","nam","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_thang_idx" ON "crm_targets" USING btree ("tenant_id","thang","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_ma_nv_idx" ON "crm_targets" USING btree ("tenant_id","ma_nv","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_doanh_so_idx" ON "crm_targets" USING btree ("tenant_id","doanh_so","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_so_cuoc_goi_idx" ON "crm_targets" USING btree ("tenant_id","so_cuoc_goi","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_so_lich_hen_idx" ON "crm_targets" USING btree ("tenant_id","so_lich_hen","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_ma_dvcs_idx" ON "crm_targets" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_created_at_idx" ON "crm_targets" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_targets_updated_at_idx" ON "crm_targets" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_search_idx" ON "crm_tasks" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_lh"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ghi_chu"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE VIEW "public"."crm_ticket_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_loai"::text, '') || ' ' || coalesce("ten_loai"::text, ''))) AS haystack FROM "crm_ticket_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_tickets_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_phieu"::text, '') || ' ' || coalesce("tieu_de"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("noi_dung"::text, ''))) AS haystack FROM "crm_tickets" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_call_logs_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_cg"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ghi_chu"::text, ''))) AS haystack FROM "crm_call_logs" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_call_center_calls_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("call_id"::text, '') || ' ' || coalesce("dien_thoai"::text, '') || ' ' || coalesce("so_may_nhanh"::text, '') || ' ' || coalesce("user_name"::text, ''))) AS haystack FROM "crm_call_center_calls" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_services_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_cs"::text, '') || ' ' || coalesce("ten_cs"::text, '') || ' ' || coalesce("ma_vt"::text, ''))) AS haystack FROM "crm_services" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_service_expenses_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_cp"::text, '') || ' ' || coalesce("ten_cp"::text, '') || ' ' || coalesce("ma_vt"::text, ''))) AS haystack FROM "crm_service_expenses" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_service_responsibilities_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_pc"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_vt"::text, '') || ' ' || coalesce("ma_nv"::text, ''))) AS haystack FROM "crm_service_responsibilities" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_targets_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_mt"::text, '') || ' ' || coalesce("ma_nv"::text, ''))) AS haystack FROM "crm_targets" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_tasks_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_lh"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ghi_chu"::text, ''))) AS haystack FROM "crm_tasks" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_ticket_types_tenant_isolation" ON "crm_ticket_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_tickets_tenant_isolation" ON "crm_tickets" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_call_logs_tenant_isolation" ON "crm_call_logs" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_call_center_calls_tenant_isolation" ON "crm_call_center_calls" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_services_tenant_isolation" ON "crm_services" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_service_expenses_tenant_isolation" ON "crm_service_expenses" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_service_responsibilities_tenant_isolation" ON "crm_service_responsibilities" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_targets_tenant_isolation" ON "crm_targets" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
