CREATE TABLE "notification_settings" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"push_enabled" boolean DEFAULT true NOT NULL,
	"muted_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "notification_settings_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "notification_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"target" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "notifications_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"user_name" text NOT NULL,
	"os_type" text NOT NULL,
	"device_id" text NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "push_subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "scheduled_notifications" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "scheduled_notifications_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "scheduled_notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scheduled_notifications" ADD CONSTRAINT "scheduled_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("tenant_id","user_name","id");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("tenant_id","user_name") WHERE NOT "notifications"."is_read";
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("tenant_id","user_name");
--> statement-breakpoint
CREATE INDEX "scheduled_notifications_due_idx" ON "scheduled_notifications" USING btree ("run_at") WHERE "scheduled_notifications"."done_at" IS NULL;
--> statement-breakpoint
CREATE POLICY "notification_settings_tenant_isolation" ON "notification_settings" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "notifications_tenant_isolation" ON "notifications" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "push_subscriptions_tenant_isolation" ON "push_subscriptions" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "scheduled_notifications_tenant_isolation" ON "scheduled_notifications" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
-- The scheduler of src/server/modules/notifications/scheduler.ts claims due jobs of every tenant at
-- once, past row-level security (SECURITY DEFINER; it only hands out rows the worker then runs in
-- its tenant's transaction). SKIP LOCKED lets several processes poll without taking the same job;
-- a job claimed by a process that died is claimed again after p_stale_seconds.
CREATE OR REPLACE FUNCTION claim_scheduled_notifications(p_worker text, p_limit integer, p_stale_seconds integer)
  RETURNS TABLE (tenant_id text, id text, payload jsonb)
  LANGUAGE sql VOLATILE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    UPDATE scheduled_notifications AS job
       SET claimed_by = p_worker, claimed_at = now()
     WHERE (job.tenant_id, job.id) IN (
             SELECT due.tenant_id, due.id FROM scheduled_notifications AS due
              WHERE due.done_at IS NULL AND due.run_at <= now()
                AND (due.claimed_at IS NULL OR due.claimed_at < now() - make_interval(secs => p_stale_seconds))
              ORDER BY due.run_at
              LIMIT p_limit
              FOR UPDATE SKIP LOCKED)
    RETURNING job.tenant_id, job.id, job.payload
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION claim_scheduled_notifications(text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION claim_scheduled_notifications(text, integer, integer) TO sen_app;
