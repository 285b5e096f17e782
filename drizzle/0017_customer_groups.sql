CREATE TABLE "sales_customer_groups" (
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
	CONSTRAINT "sales_customer_groups_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_customer_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales_customer_groups" ADD CONSTRAINT "sales_customer_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_customer_groups_key_uq" ON "sales_customer_groups" USING btree ("tenant_id","ma_nhom");
--> statement-breakpoint
CREATE INDEX "sales_customer_groups_search_idx" ON "sales_customer_groups" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_nhom"::text, '') || ' ' || coalesce("ten_nhom"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_customer_groups_ten_nhom_idx" ON "sales_customer_groups" USING btree ("tenant_id","ten_nhom","id");
--> statement-breakpoint
CREATE INDEX "sales_customer_groups_status_idx" ON "sales_customer_groups" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_customer_groups_created_at_idx" ON "sales_customer_groups" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_customer_groups_updated_at_idx" ON "sales_customer_groups" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."sales_customer_groups_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_nhom"::text, '') || ' ' || coalesce("ten_nhom"::text, ''))) AS haystack FROM "sales_customer_groups" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_customer_groups_tenant_isolation" ON "sales_customer_groups" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
