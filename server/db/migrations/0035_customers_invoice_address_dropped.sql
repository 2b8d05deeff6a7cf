-- The single invoice address line, split into its parts by migration 0034 (street, postal code,
-- city), is no longer kept.
ALTER TABLE "customers" DROP COLUMN "invoice_address";
