import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.ts';
import { onSiteDataChanged, siteDataChanged } from '../../plugins/site-version.ts';

// Instances sharing one PostgreSQL tell each other when the public site's data changed, so none serves a page it
// rendered before the change: a local change is announced with NOTIFY, a notice from another instance drops this
// instance's pages. The payload names the sender, which ignores its own notices.
export const SITE_CHANGES_CHANNEL = 'fd_site_changes';

export function startSiteChangeRelay(databaseUrl: string, database: DatabaseHandle, logger: FastifyBaseLogger): { stop(): Promise<void> } {
  const instance = randomUUID();
  // LISTEN holds a connection of its own for as long as the server runs.
  const listener = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const listening = listener
    .listen(SITE_CHANGES_CHANNEL, (payload) => {
      if (payload !== instance) siteDataChanged('remote');
    })
    .catch((error: unknown) => logger.error({ err: error }, '站点数据变更通知监听失败'));
  const unsubscribe = onSiteDataChanged((origin) => {
    if (origin !== 'local') return;
    database
      .query(sql`select pg_notify(${SITE_CHANGES_CHANNEL}, ${instance})`)
      .catch((error: unknown) => logger.error({ err: error }, '站点数据变更通知发送失败'));
  });
  return {
    async stop() {
      unsubscribe();
      await listening;
      await listener.end({ timeout: 5 });
    },
  };
}
