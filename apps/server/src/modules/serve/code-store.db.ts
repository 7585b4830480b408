import { and, count, desc, eq, gt, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { verificationCode } from '../../db/schema/auth.ts';
import type { CodeKey, CodeStore, IssueOutcome, LastCode, LiveCode, NewCode, SendLimits } from './code-store.ts';

const HOUR_MS = 60 * 60 * 1000;
// Rows are kept two days so that the daily counts can be made; older ones are deleted now and then.
const KEEP_MS = 2 * 24 * HOUR_MS;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

function keyIs(key: CodeKey) {
  return and(eq(verificationCode.kind, key.kind), eq(verificationCode.subject, key.subject), eq(verificationCode.purpose, key.purpose));
}

export function createDbCodeStore(db: Database): CodeStore {
  let lastCleanup = 0;

  async function cleanup(now: Date): Promise<void> {
    if (now.getTime() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = now.getTime();
    await db.delete(verificationCode).where(lt(verificationCode.expiresAt, new Date(now.getTime() - KEEP_MS)));
  }

  return {
    async issue(key: CodeKey, code: NewCode, now: Date, limits?: SendLimits): Promise<IssueOutcome> {
      await cleanup(now);
      return db.transaction(async (tx) => {
        // Serialises sends to one subject so that two requests at once cannot both pass the limits.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${key.kind}:${key.subject}`}))`);
        if (limits) {
          const sameSubject = and(eq(verificationCode.kind, key.kind), eq(verificationCode.subject, key.subject));
          const [last] = await tx
            .select({ at: max(verificationCode.createdAt) })
            .from(verificationCode)
            .where(sameSubject);
          const lastAt = last?.at ? new Date(last.at).getTime() : undefined;
          const wait = lastAt === undefined ? 0 : lastAt + limits.cooldownSeconds * 1000 - now.getTime();
          if (wait > 0) return { ok: false, reason: 'cooldown', retryAfterSeconds: Math.ceil(wait / 1000) };
          const [today] = await tx
            .select({ n: count() })
            .from(verificationCode)
            .where(and(sameSubject, gte(verificationCode.createdAt, limits.dayStart)));
          if ((today?.n ?? 0) >= limits.perDay) return { ok: false, reason: 'day' };
          const [fromIp] = await tx
            .select({ n: count() })
            .from(verificationCode)
            .where(
              and(
                eq(verificationCode.kind, key.kind),
                eq(verificationCode.ipHash, limits.ipHash),
                gte(verificationCode.createdAt, new Date(now.getTime() - HOUR_MS)),
              ),
            );
          if ((fromIp?.n ?? 0) >= limits.perIpHour) return { ok: false, reason: 'ip' };
        }
        // A new code replaces the live one: only the newest code of a key works.
        await tx
          .update(verificationCode)
          .set({ usedAt: now })
          .where(and(keyIs(key), isNull(verificationCode.usedAt)));
        await tx.insert(verificationCode).values({
          kind: key.kind,
          subject: key.subject,
          purpose: key.purpose,
          codeHash: code.codeHash,
          payload: code.payload ?? null,
          ipHash: limits?.ipHash ?? null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + code.ttlSeconds * 1000),
        });
        return { ok: true } as const;
      });
    },

    async find(key: CodeKey, now: Date): Promise<LiveCode | null> {
      const [row] = await db
        .select()
        .from(verificationCode)
        .where(and(keyIs(key), isNull(verificationCode.usedAt), gt(verificationCode.expiresAt, now)))
        .orderBy(desc(verificationCode.createdAt))
        .limit(1);
      return row ? { id: row.id, codeHash: row.codeHash, payload: row.payload, tries: row.tries } : null;
    },

    async latest(key: CodeKey): Promise<LastCode | null> {
      const [row] = await db.select().from(verificationCode).where(keyIs(key)).orderBy(desc(verificationCode.createdAt)).limit(1);
      return row ? { tries: row.tries, usedAt: row.usedAt, expiresAt: row.expiresAt } : null;
    },

    async addTry(key: CodeKey, id: string): Promise<number> {
      const rows = await db
        .update(verificationCode)
        .set({ tries: sql`${verificationCode.tries} + 1` })
        .where(and(keyIs(key), eq(verificationCode.id, id)))
        .returning({ tries: verificationCode.tries });
      return rows[0]?.tries ?? 0;
    },

    async consume(key: CodeKey, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCode)
        .set({ usedAt: now })
        .where(and(keyIs(key), eq(verificationCode.id, id), isNull(verificationCode.usedAt), gt(verificationCode.expiresAt, now)))
        .returning({ id: verificationCode.id });
      return rows.length > 0;
    },

    async close() {},
  };
}
