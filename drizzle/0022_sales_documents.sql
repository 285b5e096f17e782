CREATE TABLE "sales_orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_nvbh" text,
	"ma_the" text,
	"ty_le_ck_hd" numeric(38, 4),
	"tien_ck_hd" numeric(38, 0),
	"ma_giam_gia" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"t_thanh_toan" numeric(38, 0),
	"tien_thoi" numeric(38, 0),
	"t_con_no" numeric(38, 0),
	"ngay_giao" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_orders_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_orders_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"tien_ck_pb" numeric(38, 0),
	"ma_kho" text,
	"ma_lo" text,
	"ma_nv" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_orders_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_orders_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_orders_payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_httt" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ma_the" text,
	"so_tham_chieu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_orders_payments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_orders_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_retail_orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_nvbh" text,
	"ma_the" text,
	"ty_le_ck_hd" numeric(38, 4),
	"tien_ck_hd" numeric(38, 0),
	"ma_giam_gia" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"t_thanh_toan" numeric(38, 0),
	"tien_thoi" numeric(38, 0),
	"t_con_no" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_retail_orders_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_retail_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_retail_orders_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"tien_ck_pb" numeric(38, 0),
	"ma_kho" text,
	"ma_lo" text,
	"ma_nv" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_retail_orders_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_retail_orders_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_retail_orders_payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_httt" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ma_the" text,
	"so_tham_chieu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_retail_orders_payments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_retail_orders_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_bills" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_nvbh" text,
	"ma_the" text,
	"ty_le_ck_hd" numeric(38, 4),
	"tien_ck_hd" numeric(38, 0),
	"ma_giam_gia" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"t_thanh_toan" numeric(38, 0),
	"tien_thoi" numeric(38, 0),
	"t_con_no" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_bills_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_bills" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_bills_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"tien_ck_pb" numeric(38, 0),
	"ma_kho" text,
	"ma_lo" text,
	"ma_nv" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_bills_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_bills_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_bills_payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_httt" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ma_the" text,
	"so_tham_chieu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_bills_payments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_bills_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_services" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_nvbh" text,
	"ma_the" text,
	"ty_le_ck_hd" numeric(38, 4),
	"tien_ck_hd" numeric(38, 0),
	"ma_giam_gia" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"t_thanh_toan" numeric(38, 0),
	"tien_thoi" numeric(38, 0),
	"t_con_no" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_services_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_services" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_services_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"tien_ck_pb" numeric(38, 0),
	"ma_kho" text,
	"ma_lo" text,
	"ma_nv" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_services_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_services_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_services_payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_httt" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ma_the" text,
	"so_tham_chieu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_services_payments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_services_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_gift_orders" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_nvbh" text,
	"ma_the" text,
	"ty_le_ck_hd" numeric(38, 4),
	"tien_ck_hd" numeric(38, 0),
	"ma_giam_gia" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"t_thanh_toan" numeric(38, 0),
	"tien_thoi" numeric(38, 0),
	"t_con_no" numeric(38, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_gift_orders_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_gift_orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_gift_orders_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"tien_ck_pb" numeric(38, 0),
	"ma_kho" text,
	"ma_lo" text,
	"ma_nv" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_gift_orders_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_gift_orders_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_gift_orders_payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_httt" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ma_the" text,
	"so_tham_chieu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_gift_orders_payments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_gift_orders_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_returns" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text,
	"ngay_ct" date NOT NULL,
	"status" text,
	"dien_giai" text,
	"ma_kh" text,
	"ma_nvbh" text,
	"ma_the" text,
	"ty_le_ck_hd" numeric(38, 4),
	"tien_ck_hd" numeric(38, 0),
	"ma_giam_gia" text,
	"t_so_luong" numeric(38, 4),
	"t_tien_hang" numeric(38, 0),
	"t_tien_ck" numeric(38, 0),
	"t_tien_thue" numeric(38, 0),
	"t_tt" numeric(38, 0),
	"t_thanh_toan" numeric(38, 0),
	"tien_thoi" numeric(38, 0),
	"t_con_no" numeric(38, 0),
	"stt_rec_hd" text NOT NULL,
	"so_ct_hd" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_returns_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_returns" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_returns_details" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_vt" text NOT NULL,
	"dvt" text,
	"he_so" numeric(38, 6),
	"so_luong" numeric(38, 4) NOT NULL,
	"gia" numeric(38, 4),
	"tien_hang" numeric(38, 0),
	"ty_le_ck" numeric(38, 4),
	"tien_ck" numeric(38, 0),
	"ma_thue" text,
	"tien_thue" numeric(38, 0),
	"tien" numeric(38, 0),
	"tien_ck_pb" numeric(38, 0),
	"ma_kho" text,
	"ma_lo" text,
	"ma_nv" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_returns_details_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_returns_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "sales_returns_payments" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"stt_rec" text NOT NULL,
	"line" integer,
	"ma_httt" text NOT NULL,
	"tien" numeric(38, 0) NOT NULL,
	"ma_the" text,
	"so_tham_chieu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_returns_payments_pkey" PRIMARY KEY("tenant_id","id")
);

--> statement-breakpoint
ALTER TABLE "sales_returns_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_orders_details" ADD CONSTRAINT "sales_orders_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_orders_payments" ADD CONSTRAINT "sales_orders_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_retail_orders" ADD CONSTRAINT "sales_retail_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_retail_orders_details" ADD CONSTRAINT "sales_retail_orders_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_retail_orders_payments" ADD CONSTRAINT "sales_retail_orders_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_bills" ADD CONSTRAINT "sales_bills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_bills_details" ADD CONSTRAINT "sales_bills_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_bills_payments" ADD CONSTRAINT "sales_bills_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_services" ADD CONSTRAINT "sales_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_services_details" ADD CONSTRAINT "sales_services_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_services_payments" ADD CONSTRAINT "sales_services_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_gift_orders" ADD CONSTRAINT "sales_gift_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_gift_orders_details" ADD CONSTRAINT "sales_gift_orders_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_gift_orders_payments" ADD CONSTRAINT "sales_gift_orders_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_returns_details" ADD CONSTRAINT "sales_returns_details_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sales_returns_payments" ADD CONSTRAINT "sales_returns_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_key_uq" ON "sales_orders" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_uq1" ON "sales_orders" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_orders_search_idx" ON "sales_orders" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_orders_so_ct_idx" ON "sales_orders" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_ngay_ct_idx" ON "sales_orders" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_ma_kh_idx" ON "sales_orders" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_ma_nvbh_idx" ON "sales_orders" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_t_tien_hang_idx" ON "sales_orders" USING btree ("tenant_id","t_tien_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_t_tien_ck_idx" ON "sales_orders" USING btree ("tenant_id","t_tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_t_tt_idx" ON "sales_orders" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_t_thanh_toan_idx" ON "sales_orders" USING btree ("tenant_id","t_thanh_toan","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_t_con_no_idx" ON "sales_orders" USING btree ("tenant_id","t_con_no","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_status_idx" ON "sales_orders" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_ma_dvcs_idx" ON "sales_orders" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_created_at_idx" ON "sales_orders" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_orders_updated_at_idx" ON "sales_orders" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_details_line_uq" ON "sales_orders_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_payments_line_uq" ON "sales_orders_payments" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_retail_orders_key_uq" ON "sales_retail_orders" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_retail_orders_uq1" ON "sales_retail_orders" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_search_idx" ON "sales_retail_orders" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_so_ct_idx" ON "sales_retail_orders" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_ngay_ct_idx" ON "sales_retail_orders" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_ma_kh_idx" ON "sales_retail_orders" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_ma_nvbh_idx" ON "sales_retail_orders" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_t_tien_hang_idx" ON "sales_retail_orders" USING btree ("tenant_id","t_tien_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_t_tien_ck_idx" ON "sales_retail_orders" USING btree ("tenant_id","t_tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_t_tt_idx" ON "sales_retail_orders" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_t_thanh_toan_idx" ON "sales_retail_orders" USING btree ("tenant_id","t_thanh_toan","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_t_con_no_idx" ON "sales_retail_orders" USING btree ("tenant_id","t_con_no","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_status_idx" ON "sales_retail_orders" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_ma_dvcs_idx" ON "sales_retail_orders" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_created_at_idx" ON "sales_retail_orders" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_retail_orders_updated_at_idx" ON "sales_retail_orders" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_retail_orders_details_line_uq" ON "sales_retail_orders_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_retail_orders_payments_line_uq" ON "sales_retail_orders_payments" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_bills_key_uq" ON "sales_bills" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_bills_uq1" ON "sales_bills" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_bills_search_idx" ON "sales_bills" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_bills_so_ct_idx" ON "sales_bills" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_ngay_ct_idx" ON "sales_bills" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_ma_kh_idx" ON "sales_bills" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_ma_nvbh_idx" ON "sales_bills" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_t_tien_hang_idx" ON "sales_bills" USING btree ("tenant_id","t_tien_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_t_tien_ck_idx" ON "sales_bills" USING btree ("tenant_id","t_tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_t_tt_idx" ON "sales_bills" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_t_thanh_toan_idx" ON "sales_bills" USING btree ("tenant_id","t_thanh_toan","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_t_con_no_idx" ON "sales_bills" USING btree ("tenant_id","t_con_no","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_status_idx" ON "sales_bills" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_ma_dvcs_idx" ON "sales_bills" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_created_at_idx" ON "sales_bills" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_bills_updated_at_idx" ON "sales_bills" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_bills_details_line_uq" ON "sales_bills_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_bills_payments_line_uq" ON "sales_bills_payments" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_services_key_uq" ON "sales_services" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_services_uq1" ON "sales_services" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_services_search_idx" ON "sales_services" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_services_so_ct_idx" ON "sales_services" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_services_ngay_ct_idx" ON "sales_services" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_services_ma_kh_idx" ON "sales_services" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_services_ma_nvbh_idx" ON "sales_services" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "sales_services_t_tien_hang_idx" ON "sales_services" USING btree ("tenant_id","t_tien_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_services_t_tien_ck_idx" ON "sales_services" USING btree ("tenant_id","t_tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_services_t_tt_idx" ON "sales_services" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_services_t_thanh_toan_idx" ON "sales_services" USING btree ("tenant_id","t_thanh_toan","id");
--> statement-breakpoint
CREATE INDEX "sales_services_t_con_no_idx" ON "sales_services" USING btree ("tenant_id","t_con_no","id");
--> statement-breakpoint
CREATE INDEX "sales_services_status_idx" ON "sales_services" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_services_ma_dvcs_idx" ON "sales_services" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_services_created_at_idx" ON "sales_services" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_services_updated_at_idx" ON "sales_services" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_services_details_line_uq" ON "sales_services_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_services_payments_line_uq" ON "sales_services_payments" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_gift_orders_key_uq" ON "sales_gift_orders" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_gift_orders_uq1" ON "sales_gift_orders" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_search_idx" ON "sales_gift_orders" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_so_ct_idx" ON "sales_gift_orders" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_ngay_ct_idx" ON "sales_gift_orders" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_ma_kh_idx" ON "sales_gift_orders" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_ma_nvbh_idx" ON "sales_gift_orders" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_t_tien_hang_idx" ON "sales_gift_orders" USING btree ("tenant_id","t_tien_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_t_tien_ck_idx" ON "sales_gift_orders" USING btree ("tenant_id","t_tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_t_tt_idx" ON "sales_gift_orders" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_t_thanh_toan_idx" ON "sales_gift_orders" USING btree ("tenant_id","t_thanh_toan","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_t_con_no_idx" ON "sales_gift_orders" USING btree ("tenant_id","t_con_no","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_status_idx" ON "sales_gift_orders" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_ma_dvcs_idx" ON "sales_gift_orders" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_created_at_idx" ON "sales_gift_orders" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_gift_orders_updated_at_idx" ON "sales_gift_orders" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_gift_orders_details_line_uq" ON "sales_gift_orders_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_gift_orders_payments_line_uq" ON "sales_gift_orders_payments" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_key_uq" ON "sales_returns" USING btree ("tenant_id","stt_rec");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_uq1" ON "sales_returns" USING btree ("tenant_id","ma_dvcs","ma_ct","so_ct");
--> statement-breakpoint
CREATE INDEX "sales_returns_search_idx" ON "sales_returns" USING gin ("tenant_id",f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "sales_returns_so_ct_idx" ON "sales_returns" USING btree ("tenant_id","so_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_ngay_ct_idx" ON "sales_returns" USING btree ("tenant_id","ngay_ct","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_ma_kh_idx" ON "sales_returns" USING btree ("tenant_id","ma_kh","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_ma_nvbh_idx" ON "sales_returns" USING btree ("tenant_id","ma_nvbh","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_t_tien_hang_idx" ON "sales_returns" USING btree ("tenant_id","t_tien_hang","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_t_tien_ck_idx" ON "sales_returns" USING btree ("tenant_id","t_tien_ck","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_t_tt_idx" ON "sales_returns" USING btree ("tenant_id","t_tt","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_t_thanh_toan_idx" ON "sales_returns" USING btree ("tenant_id","t_thanh_toan","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_t_con_no_idx" ON "sales_returns" USING btree ("tenant_id","t_con_no","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_status_idx" ON "sales_returns" USING btree ("tenant_id","status","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_ma_dvcs_idx" ON "sales_returns" USING btree ("tenant_id","ma_dvcs","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_created_at_idx" ON "sales_returns" USING btree ("tenant_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "sales_returns_updated_at_idx" ON "sales_returns" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_details_line_uq" ON "sales_returns_details" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_payments_line_uq" ON "sales_returns_payments" USING btree ("tenant_id","stt_rec","line");
--> statement-breakpoint
CREATE VIEW "public"."sales_orders_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) AS haystack FROM "sales_orders" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_retail_orders_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) AS haystack FROM "sales_retail_orders" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_bills_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) AS haystack FROM "sales_bills" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_services_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) AS haystack FROM "sales_services" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_gift_orders_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) AS haystack FROM "sales_gift_orders" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE VIEW "public"."sales_returns_search" AS (SELECT tenant_id, id, f_unaccent(lower(coalesce("so_ct"::text, '') || ' ' || coalesce("dien_giai"::text, '') || ' ' || coalesce("ma_kh"::text, '') || ' ' || coalesce("ma_the"::text, ''))) AS haystack FROM "sales_returns" WHERE tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_orders_tenant_isolation" ON "sales_orders" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_orders_details_tenant_isolation" ON "sales_orders_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_orders_payments_tenant_isolation" ON "sales_orders_payments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_retail_orders_tenant_isolation" ON "sales_retail_orders" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_retail_orders_details_tenant_isolation" ON "sales_retail_orders_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_retail_orders_payments_tenant_isolation" ON "sales_retail_orders_payments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_bills_tenant_isolation" ON "sales_bills" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_bills_details_tenant_isolation" ON "sales_bills_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_bills_payments_tenant_isolation" ON "sales_bills_payments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_services_tenant_isolation" ON "sales_services" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_services_details_tenant_isolation" ON "sales_services_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_services_payments_tenant_isolation" ON "sales_services_payments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_gift_orders_tenant_isolation" ON "sales_gift_orders" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_gift_orders_details_tenant_isolation" ON "sales_gift_orders_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_gift_orders_payments_tenant_isolation" ON "sales_gift_orders_payments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_returns_tenant_isolation" ON "sales_returns" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_returns_details_tenant_isolation" ON "sales_returns_details" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY "sales_returns_payments_tenant_isolation" ON "sales_returns_payments" AS PERMISSIVE FOR ALL TO "sen_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
