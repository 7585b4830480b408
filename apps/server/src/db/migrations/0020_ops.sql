-- The operations console (issue 17): staff, their sessions, maker–checker proposals and the audit log.
-- Kept in sync by hand with src/db/schema/ops.ts.
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean NOT NULL DEFAULT true,
	-- AES-GCM under the field key, like ID numbers; the pending one waits for the first code during enrolment.
	"totp_secret" text,
	"totp_pending_secret" text,
	-- The last accepted TOTP time step: a code is good once (RFC 6238 §5.2).
	"totp_last_step" bigint,
	"failed_logins" integer NOT NULL DEFAULT 0,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "staff_username_unique" UNIQUE ("username"),
	CONSTRAINT "staff_role_check" CHECK ("role" in ('admin', 'fund_ops', 'content', 'service', 'checker', 'auditor'))
);
--> statement-breakpoint
-- Only the SHA-256 of the cookie's token is stored. stage: which login step the session has reached.
CREATE TABLE "staff_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"last_seen_at" timestamp with time zone NOT NULL DEFAULT now(),
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "staff_session_token_hash_unique" UNIQUE ("token_hash"),
	CONSTRAINT "staff_session_stage_check" CHECK ("stage" in ('password', 'enrol', 'totp', 'active'))
);
--> statement-breakpoint
CREATE INDEX "staff_session_staff_id_idx" ON "staff_session" USING btree ("staff_id");
--> statement-breakpoint
-- payload is what the kind's handler applies on approval; before/after are the changed fields shown to the checker.
CREATE TABLE "proposal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"summary" text NOT NULL,
	"payload" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"status" text NOT NULL DEFAULT 'pending',
	"proposed_by" uuid NOT NULL REFERENCES "staff"("id"),
	"proposed_at" timestamp with time zone NOT NULL DEFAULT now(),
	"decided_by" uuid REFERENCES "staff"("id"),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"result" jsonb,
	"error" text,
	CONSTRAINT "proposal_status_check" CHECK ("status" in ('pending', 'approved', 'rejected', 'failed')),
	-- Four eyes, also in the database: nobody decides their own proposal.
	CONSTRAINT "proposal_four_eyes_check" CHECK ("decided_by" is null or "decided_by" <> "proposed_by")
);
--> statement-breakpoint
CREATE INDEX "proposal_status_idx" ON "proposal" USING btree ("status", "proposed_at");
--> statement-breakpoint
-- Append-only and hash-chained: each row carries the previous row's hash and its own,
-- hash = sha256(prev_hash || canonical text of the row). ids are contiguous (given by the chain head, not a
-- sequence), so a deleted row shows as a gap. `npm run cli -- audit verify` walks the chain.
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL DEFAULT now(),
	"staff_id" uuid,
	"username" text NOT NULL,
	"role" text NOT NULL DEFAULT '',
	"action" text NOT NULL,
	"target" text NOT NULL DEFAULT '',
	"ip" text,
	"user_agent" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"prev_hash" bytea NOT NULL,
	"hash" bytea NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "audit_log" USING btree ("occurred_at");
--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("username", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action", "id");
--> statement-breakpoint
-- One row: the id and hash of the newest audit row. Locking it orders concurrent writers.
CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY CHECK ("id" = 1),
	"last_id" bigint NOT NULL,
	"last_hash" bytea NOT NULL
);
--> statement-breakpoint
INSERT INTO "audit_chain_head" ("id", "last_id", "last_hash") VALUES (1, 0, decode(repeat('00', 32), 'hex'));
--> statement-breakpoint
-- The text a row's hash covers; NULLs as '' and fields joined by the unit separator (chr 31).
CREATE FUNCTION audit_canonical(a audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT concat_ws(chr(31),
		a.id::text,
		to_char(a.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
		coalesce(a.staff_id::text, ''),
		a.username,
		a.role,
		a.action,
		a.target,
		coalesce(a.ip, ''),
		coalesce(a.user_agent, ''),
		coalesce(a.before::text, ''),
		coalesce(a.after::text, ''),
		coalesce(a.reason, ''))
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	head audit_chain_head%ROWTYPE;
BEGIN
	SELECT * INTO head FROM audit_chain_head WHERE id = 1 FOR UPDATE;
	NEW.id := head.last_id + 1;
	NEW.prev_hash := head.last_hash;
	NEW.hash := sha256(NEW.prev_hash || convert_to(audit_canonical(NEW), 'UTF8'));
	UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.hash WHERE id = 1;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- The head moves only from the chain trigger (depth > 0), never by hand.
CREATE FUNCTION audit_chain_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF pg_trigger_depth() < 2 THEN
		RAISE EXCEPTION 'audit_chain_head moves only with an audit_log insert';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_chain_head_guard" BEFORE UPDATE OR DELETE ON "audit_chain_head" FOR EACH ROW EXECUTE FUNCTION audit_chain_head_guard();
