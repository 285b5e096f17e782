ALTER TABLE "crm_partners" DROP COLUMN "ten_nvbh";
