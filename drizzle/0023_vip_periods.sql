CREATE TABLE "sales_vip_periods" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_ky" text NOT NULL,
	"ten_ky" text NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"ghi_chu" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_vip_periods_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_vip_periods" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales_vip_periods" ADD CONSTRAINT "sales_vip_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_vip_periods_key_uq" ON "sales_vip_periods" USING btree ("tenant_id","ma_ky");
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_search_idx" ON "sales_vip_periods" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_ky"::text, '') || ' ' || coalesce("ten_ky"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_ten_ky_idx" ON "sales_vip_periods" USING btree ("tenant_id","ten_ky","id");
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_tu_ngay_idx" ON "sales_vip_periods" USING btree ("tenant_id","tu_ngay","id");
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_den_ngay_idx" ON "sales_vip_periods" USING btree ("tenant_id","den_ngay","id");
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_status_idx" ON "sales_vip_periods" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_created_at_idx" ON "sales_vip_periods" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_vip_periods_updated_at_idx" ON "sales_vip_periods" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."sales_vip_periods_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_ky"::text, '') || ' ' || coalesce("ten_ky"::text, ''))) AS haystack FROM "sales_vip_periods" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_vip_periods_tenant_isolation" ON "sales_vip_periods" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
