CREATE TABLE "voucher_infos" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_ct" text NOT NULL,
	"status" text NOT NULL,
	"ten_tt" text NOT NULL,
	"ten_tt2" text,
	"ghi_so" boolean DEFAULT false NOT NULL,
	"cho_sua" boolean DEFAULT true NOT NULL,
	"mau" text,
	"stt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "voucher_infos_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "voucher_infos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "voucher_infos" ADD CONSTRAINT "voucher_infos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_infos_key_uq" ON "voucher_infos" USING btree ("tenant_id","ma_ct","status");
--> statement-breakpoint
CREATE POLICY "voucher_infos_tenant_isolation" ON "voucher_infos" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
