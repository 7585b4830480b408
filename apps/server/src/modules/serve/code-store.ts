import type { CodeKind } from './code-rules.ts';

// Where codes live: the database (verification_code) or Redis when REDIS_URL is set, so that
// several server processes share codes and SMS limits. Both implementations pass the same tests.
export interface CodeKey {
  kind: CodeKind;
  subject: string;
  purpose: string;
}

export interface NewCode {
  codeHash: string;
  // Carried to the redeemer, e.g. the mobile a ticket was issued for.
  payload?: string | null;
  ttlSeconds: number;
}

// Issue 3: at most 1 send a minute and N a day per subject (mobile), and M an hour per IP.
export interface SendLimits {
  cooldownSeconds: number;
  perDay: number;
  dayStart: Date;
  perIpHour: number;
  ipHash: string;
}

export type IssueOutcome =
  { ok: true } | { ok: false; reason: 'cooldown'; retryAfterSeconds: number } | { ok: false; reason: 'day' | 'ip' };

export interface LiveCode {
  id: string;
  codeHash: string;
  payload: string | null;
  tries: number;
}

// The newest code of a key whatever its state, to tell why it no longer works.
export interface LastCode {
  tries: number;
  usedAt: Date | null;
  expiresAt: Date;
}

export interface CodeStore {
  // Stores the code (replacing the live one of the same key) when the limits allow it, atomically.
  issue(key: CodeKey, code: NewCode, now: Date, limits?: SendLimits): Promise<IssueOutcome>;
  // The live code of the key: not used, not expired, not burnt.
  find(key: CodeKey, now: Date): Promise<LiveCode | null>;
  latest(key: CodeKey): Promise<LastCode | null>;
  // Counts a wrong try and answers the tries so far (0 when the code is no longer there).
  addTry(key: CodeKey, id: string): Promise<number>;
  // Marks the code used; true for exactly one caller.
  consume(key: CodeKey, id: string, now: Date): Promise<boolean>;
  close(): Promise<void>;
}
