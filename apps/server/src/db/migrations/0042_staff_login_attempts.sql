-- Staff lockout an attacker cannot aim, and separation of duties over staff accounts.
-- Kept in sync by hand with src/db/schema/ops.ts.
--
-- Failed passwords and TOTP codes counted per username and source address: a guesser makes its own address wait and
-- then locks only that address out of the account, while the real user elsewhere still signs in. Keyed by the
-- username as typed (not the staff id) so that an unknown username is counted, answered and delayed like a real one.
-- staff.failed_logins / locked_until remain the account-wide ceiling against a guesser spread over many addresses.
CREATE TABLE "staff_login_attempt" (
	"username" text NOT NULL,
	"source" text NOT NULL,
	-- Failures in a row from this address; a success, an expired lock or a quiet lockMinutes start it again.
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	-- The progressive delay: no attempt from this address is looked at before this time.
	"wait_until" timestamp with time zone,
	"locked_until" timestamp with time zone,
	PRIMARY KEY ("username", "source")
);
--> statement-breakpoint
-- Pruning rows of long-quiet addresses.
CREATE INDEX "staff_login_attempt_last_failed_idx" ON "staff_login_attempt" USING btree ("last_failed_at");
--> statement-breakpoint
-- Who asked for and who approved an account's creation and its last reset (password and TOTP): none of them approves
-- the other's proposals within the cooling period (STAFF_COOLING_HOURS). Null for the demo seed and the CLI bootstrap.
ALTER TABLE "staff"
	ADD COLUMN "created_by" uuid REFERENCES "staff"("id"),
	ADD COLUMN "created_approved_by" uuid REFERENCES "staff"("id"),
	ADD COLUMN "reset_by" uuid REFERENCES "staff"("id"),
	ADD COLUMN "reset_approved_by" uuid REFERENCES "staff"("id"),
	ADD COLUMN "reset_at" timestamp with time zone;
