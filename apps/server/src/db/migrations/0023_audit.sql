-- Issue 17, `audit verify` over a million rows: audit_canonical's body calls to_char, which PostgreSQL marks STABLE, so
-- a declaration of IMMUTABLE keeps the planner from inlining it and every row paid a function-executor call (about
-- three times slower). Same text, same hash; only the declaration changes, and PARALLEL SAFE lets a scan share it out.
ALTER FUNCTION audit_canonical(audit_log) STABLE PARALLEL SAFE;
