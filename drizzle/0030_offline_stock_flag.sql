ALTER TABLE "sales_retail_orders" ADD COLUMN "ban_offline" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_retail_orders" ADD COLUMN "am_kho" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_am_kho_idx" ON "sales_retail_orders" USING btree ("tenant_id","am_kho","id");
