CREATE TABLE "crm_aftercare_followups" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_cs" text NOT NULL,
	"ticket_id" text NOT NULL,
	"auto_cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_aftercare_followups_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_aftercare_followups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_broadcast_recipients" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"broadcast_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text NOT NULL,
	"recipient" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_broadcast_recipients_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_broadcast_recipients" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_broadcasts" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"campaign_id" text,
	"kenh" text NOT NULL,
	"loc_kh" text DEFAULT '' NOT NULL,
	"noi_dung" text NOT NULL,
	"trang_thai" text DEFAULT 'running' NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_broadcasts_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_broadcasts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "crm_campaigns" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_cd" text NOT NULL,
	"ten_cd" text NOT NULL,
	"kenh" text NOT NULL,
	"ngay_bd" date NOT NULL,
	"ngay_kt" date NOT NULL,
	"trang_thai" text NOT NULL,
	"loc_kh" text,
	"noi_dung" text,
	"ma_dvcs" text NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "crm_campaigns_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "crm_campaigns" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "crm_aftercare_followups" ADD CONSTRAINT "crm_aftercare_followups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_broadcast_recipients" ADD CONSTRAINT "crm_broadcast_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_broadcasts" ADD CONSTRAINT "crm_broadcasts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_campaigns" ADD CONSTRAINT "crm_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_aftercare_followups_once" ON "crm_aftercare_followups" USING btree ("tenant_id","stt_rec","ma_cs");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_broadcast_recipients_once" ON "crm_broadcast_recipients" USING btree ("tenant_id","broadcast_id","partner_id");
--> statement-breakpoint
CREATE INDEX "crm_broadcast_recipients_status_idx" ON "crm_broadcast_recipients" USING btree ("tenant_id","broadcast_id","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_campaigns_key_uq" ON "crm_campaigns" USING btree ("tenant_id","ma_cd");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_search_idx" ON "crm_campaigns" USING gin ("tenant_id",f_unaccent(lower(coalesce("ma_cd"::text, '') || ' ' || coalesce("ten_cd"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "crm_campaigns_ten_cd_idx" ON "crm_campaigns" USING btree ("tenant_id","ten_cd","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_kenh_idx" ON "crm_campaigns" USING btree ("tenant_id","kenh","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_ngay_bd_idx" ON "crm_campaigns" USING btree ("tenant_id","ngay_bd","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_ngay_kt_idx" ON "crm_campaigns" USING btree ("tenant_id","ngay_kt","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_trang_thai_idx" ON "crm_campaigns" USING btree ("tenant_id","trang_thai","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_ma_dvcs_idx" ON "crm_campaigns" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_created_at_idx" ON "crm_campaigns" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "crm_campaigns_updated_at_idx" ON "crm_campaigns" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE VIEW "public"."crm_campaigns_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("ma_cd"::text, '') || ' ' || coalesce("ten_cd"::text, ''))) AS haystack FROM "crm_campaigns" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_aftercare_followups_tenant_isolation" ON "crm_aftercare_followups" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_broadcast_recipients_tenant_isolation" ON "crm_broadcast_recipients" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_broadcasts_tenant_isolation" ON "crm_broadcasts" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "crm_campaigns_tenant_isolation" ON "crm_campaigns" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
