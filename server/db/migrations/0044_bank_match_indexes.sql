CREATE INDEX "invoices_communication_digits_idx" ON "invoices" USING btree (regexp_replace("structured_communication", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "bank_lines_entry_idx" ON "bank_lines" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "bank_matches_payment_idx" ON "bank_matches" USING btree ("payment_id");