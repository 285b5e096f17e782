CREATE TABLE "sales_room_groups" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_nhom" text NOT NULL,
	"ten_nhom" text NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_room_groups_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_room_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_rooms" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_phong" text NOT NULL,
	"ten_phong" text NOT NULL,
	"ma_nhom" text,
	"suc_chua" integer,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_rooms_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_rooms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_task_types" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"mau" text,
	"thoi_luong" integer,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_task_types_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_task_types" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_tasks" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_lh" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ma_loai" text,
	"ngay_bd" timestamp with time zone NOT NULL,
	"ngay_kt" timestamp with time zone NOT NULL,
	"ma_nv" text,
	"ma_phong" text,
	"dich_vu" text,
	"trang_thai" text NOT NULL,
	"nhac_truoc" integer,
	"ma_nvbh" text,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_tasks_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales_room_groups" ADD CONSTRAINT "sales_room_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_rooms" ADD CONSTRAINT "sales_rooms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_task_types" ADD CONSTRAINT "crm_task_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_room_groups_key_uq" ON "sales_room_groups" USING btree ("tenant_id","ma_nhom");
--> statement-breakpoint
CREATE INDEX "sales_room_groups_search_idx" ON "sales_room_groups" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nhom"::text, '') || ' ' || coalesce("ten_nhom"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_room_groups_ten_nhom_idx" ON "sales_room_groups" USING btree ("tenant_id","ten_nhom","id");
--> statement-breakpoint
CREATE INDEX "sales_room_groups_status_idx" ON "sales_room_groups" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_room_groups_created_at_idx" ON "sales_room_groups" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_room_groups_updated_at_idx" ON "sales_room_groups" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rooms_key_uq" ON "sales_rooms" USING btree ("tenant_id","ma_phong");
--> statement-breakpoint
CREATE INDEX "sales_rooms_search_idx" ON "sales_rooms" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_phong"::text, '') || ' ' || coalesce("ten_phong"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_rooms_ten_phong_idx" ON "sales_rooms" USING btree ("tenant_id","ten_phong","id");
--> statement-breakpoint
CREATE INDEX "sales_rooms_ma_nhom_idx" ON "sales_rooms" USING btree ("tenant_id","ma_nhom","id");
--> statement-breakpoint
CREATE INDEX "sales_rooms_suc_chua_idx" ON "sales_rooms" USING btree ("tenant_id","suc_chua","id");
--> statement-breakpoint
CREATE INDEX "sales_rooms_ma_dvcs_idx" ON "sales_rooms" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_rooms_status_idx" ON "sales_rooms" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_rooms_created_at_idx" ON "sales_rooms" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_rooms_updated_at_idx" ON "sales_rooms" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_task_types_key_uq" ON "crm_task_types" USING btree ("tenant_id","ma_loai");
--> statement-breakpoint
CREATE INDEX "crm_task_types_search_idx" ON "crm_task_types" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_loai"::text, '') || ' ' || coalesce("ten_loai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_task_types_ten_loai_idx" ON "crm_task_types" USING btree ("tenant_id","ten_loai","id");
--> statement-breakpoint
CREATE INDEX "crm_task_types_mau_idx" ON "crm_task_types" USING btree ("tenant_id","mau","id");
--> statement-breakpoint
CREATE INDEX "crm_task_types_thoi_luong_idx" ON "crm_task_types" USING btree ("tenant_id","thoi_luong","id");
--> statement-breakpoint
CREATE INDEX "crm_task_types_status_idx" ON "crm_task_types" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "crm_task_types_created_at_idx" ON "crm_task_types" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_task_types_updated_at_idx" ON "crm_task_types" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_tasks_key_uq" ON "crm_tasks" USING btree ("tenant_id","ma_lh");
--> statement-breakpoint
CREATE INDEX "crm_tasks_search_idx" ON "crm_tasks" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_lh"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("dich_vu"::text, '') || ' ' || coalesce("ghi_chu"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_tasks_ngay_bd_idx" ON "crm_tasks" USING btree ("tenant_id","ngay_bd","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_ngay_kt_idx" ON "crm_tasks" USING btree ("tenant_id","ngay_kt","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_kh_idx" ON "crm_tasks" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_loai_idx" ON "crm_tasks" USING btree ("tenant_id","ma_loai","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_nv_idx" ON "crm_tasks" USING btree ("tenant_id","ma_nv","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_phong_idx" ON "crm_tasks" USING btree ("tenant_id","ma_phong","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_trang_thai_idx" ON "crm_tasks" USING btree ("tenant_id","trang_thai","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_dvcs_idx" ON "crm_tasks" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_created_at_idx" ON "crm_tasks" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_tasks_updated_at_idx" ON "crm_tasks" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."sales_room_groups_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nhom"::text, '') || ' ' || coalesce("ten_nhom"::text, ''))) AS haystack FROM "sales_room_groups" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_rooms_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_phong"::text, '') || ' ' || coalesce("ten_phong"::text, ''))) AS haystack FROM "sales_rooms" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_task_types_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_loai"::text, '') || ' ' || coalesce("ten_loai"::text, ''))) AS haystack FROM "crm_task_types" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."crm_tasks_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_lh"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("dich_vu"::text, '') || ' ' || coalesce("ghi_chu"::text, ''))) AS haystack FROM "crm_tasks" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_room_groups_tenant_isolation" ON "sales_room_groups" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_rooms_tenant_isolation" ON "sales_rooms" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_task_types_tenant_isolation" ON "crm_task_types" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_tasks_tenant_isolation" ON "crm_tasks" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
