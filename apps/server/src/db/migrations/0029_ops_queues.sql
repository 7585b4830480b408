-- 客服 work queues in the operations console: who decided an ID-card upload, and the details of a remittance
-- recorded by staff. Kept in sync by hand with src/db/schema/account.ts (id_card_submission) and
-- src/db/schema/trading.ts (remit_notice).
ALTER TABLE "id_card_submission"
	ADD COLUMN "reviewed_by" uuid REFERENCES "staff"("id");
--> statement-breakpoint
-- The uploads waiting for a person, oldest first.
CREATE INDEX "id_card_submission_pending_idx" ON "id_card_submission" USING btree ("created_at") WHERE "status" = '2';
--> statement-breakpoint
ALTER TABLE "remit_notice"
	ADD COLUMN "payer_name" text,
	-- The bank's own reference of the transfer: one transfer pays one order.
	ADD COLUMN "bank_reference" text,
	-- Staff member who recorded the transfer and when (null for the bank file / CLI).
	ADD COLUMN "recorded_by" uuid REFERENCES "staff"("id"),
	ADD COLUMN "recorded_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "remit_notice_bank_reference_unique" ON "remit_notice" USING btree ("bank_reference");
