-- My assets (issue 8): the to-dos a customer dismissed and the read / deleted state of the messages.
-- To-dos and messages themselves are derived on read from the customer, the orders, the plan runs and
-- the dividends; only what the customer did with them is stored here.
-- Kept in sync by hand with src/db/schema/assets.ts.
CREATE TABLE "todo_dismissal" (
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	-- kind:cause (e.g. risk_expiring:20261201): a new cause is a new to-do, shown again.
	"todo_id" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "todo_dismissal_pk" PRIMARY KEY ("customer_id", "todo_id")
);
--> statement-breakpoint
-- §3 messages: no row means unread ('0'); '1' read, '2' deleted.
CREATE TABLE "message_state" (
	"customer_id" uuid NOT NULL REFERENCES "customer"("id") ON DELETE cascade,
	-- order:<order no> or dividend:<fund code>:<ex-date>
	"message_id" text NOT NULL,
	"state" char(1) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_state_pk" PRIMARY KEY ("customer_id", "message_id"),
	CONSTRAINT "message_state_state_check" CHECK ("state" in ('1', '2'))
);
--> statement-breakpoint
-- The in-transit list and the locked shares read a customer's pending orders, a handful among thousands.
CREATE INDEX "trade_order_customer_pending_idx" ON "trade_order" USING btree ("customer_id", "placed_at") WHERE "status" = '9';
