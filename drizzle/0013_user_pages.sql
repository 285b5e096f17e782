CREATE TABLE "user_todos" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"ma_viec" text NOT NULL,
	"noi_dung" text NOT NULL,
	"han_chot" date,
	"hoan_thanh" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "user_todos_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "user_todos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text;
--> statement-breakpoint
ALTER TABLE "user_todos" ADD CONSTRAINT "user_todos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "user_todos_key_uq" ON "user_todos" USING btree ("tenant_id","ma_viec");
--> statement-breakpoint
CREATE INDEX "user_todos_search_idx" ON "user_todos" USING gin ("tenant_id",f_unaccent(lower(coalesce("noi_dung"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "user_todos_noi_dung_idx" ON "user_todos" USING btree ("tenant_id","noi_dung","id");
--> statement-breakpoint
CREATE INDEX "user_todos_han_chot_idx" ON "user_todos" USING btree ("tenant_id","han_chot","id");
--> statement-breakpoint
CREATE INDEX "user_todos_hoan_thanh_idx" ON "user_todos" USING btree ("tenant_id","hoan_thanh","id");
--> statement-breakpoint
CREATE INDEX "user_todos_created_at_idx" ON "user_todos" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "user_todos_updated_at_idx" ON "user_todos" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "user_todos_owner_idx" ON "user_todos" USING btree ("tenant_id","created_by","id");
--> statement-breakpoint
CREATE VIEW "public"."user_todos_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("noi_dung"::text, ''))) AS haystack FROM "user_todos" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "user_todos_tenant_isolation" ON "user_todos" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
