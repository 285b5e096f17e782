CREATE TABLE "customer_otps" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customer_otps_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "customer_otps" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"ten_dvt" text NOT NULL,
	"ten_dvt2" text,
	"status" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_units_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "stock_units" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_partners" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text NOT NULL,
	"dien_thoai" text,
	"email" text,
	"gioi_tinh" smallint,
	"ngay_sinh" date,
	"dia_chi" text,
	"ma_nvbh" text,
	"ten_nvbh" text,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_partners_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_partners" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "customer_otps" ADD CONSTRAINT "customer_otps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_partners" ADD CONSTRAINT "crm_partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "customer_otps_customer_idx" ON "customer_otps" USING btree ("tenant_id","customer_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_units_key_uq" ON "stock_units" USING btree ("tenant_id","ma_dvt");
--> statement-breakpoint
CREATE INDEX "stock_units_search_idx" ON "stock_units" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_dvt"::text, '') || ' ' || coalesce("ten_dvt"::text, '') || ' ' || coalesce("ten_dvt2"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_units_ten_dvt_idx" ON "stock_units" USING btree ("tenant_id","ten_dvt","id");
--> statement-breakpoint
CREATE INDEX "stock_units_ten_dvt2_idx" ON "stock_units" USING btree ("tenant_id","ten_dvt2","id");
--> statement-breakpoint
CREATE INDEX "stock_units_status_idx" ON "stock_units" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "stock_units_created_at_idx" ON "stock_units" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "stock_units_updated_at_idx" ON "stock_units" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_partners_key_uq" ON "crm_partners" USING btree ("tenant_id","ma_kh");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_partners_uq1" ON "crm_partners" USING btree ("tenant_id","dien_thoai");
--> statement-breakpoint
CREATE INDEX "crm_partners_search_idx" ON "crm_partners" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_kh"::text, '') || ' ' || coalesce("ten_kh"::text, '') || ' ' || coalesce("dien_thoai"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_partners_ten_kh_idx" ON "crm_partners" USING btree ("tenant_id","ten_kh","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_dien_thoai_idx" ON "crm_partners" USING btree ("tenant_id","dien_thoai","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_gioi_tinh_idx" ON "crm_partners" USING btree ("tenant_id","gioi_tinh","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_ngay_sinh_idx" ON "crm_partners" USING btree ("tenant_id","ngay_sinh","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_ten_nvbh_idx" ON "crm_partners" USING btree ("tenant_id","ten_nvbh","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_ma_dvcs_idx" ON "crm_partners" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_created_at_idx" ON "crm_partners" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_partners_updated_at_idx" ON "crm_partners" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE POLICY "customer_otps_tenant_isolation" ON "customer_otps" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "stock_units_tenant_isolation" ON "stock_units" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_partners_tenant_isolation" ON "crm_partners" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
