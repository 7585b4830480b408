-- A customer account frozen by customer service: the customer can still sign in and see the assets but places no
-- order while frozen_at is set. frozen_reason is shown to the customer; frozen_by names the staff member who froze it.
-- Unfreezing clears all three. The history of freezes is the audit log (customer.freeze / customer.unfreeze).
-- Kept in sync by hand with src/db/schema/customer-freeze-columns.ts.
ALTER TABLE "customer" ADD COLUMN "frozen_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "frozen_reason" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "frozen_by" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_frozen_check" CHECK (("frozen_at" is null) = ("frozen_reason" is null) and ("frozen_at" is null) = ("frozen_by" is null));
