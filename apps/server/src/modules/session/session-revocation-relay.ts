import type { FastifyBaseLogger } from 'fastify';
import postgres from 'postgres';
import { SESSION_REVOCATIONS_CHANNEL, sessionsRevoked } from './session-revocations.ts';

// Instances sharing PostgreSQL hear every committed revocation (the payload is the customer's id) and drop the
// sessions they keep for that customer. Notices sent while the listening connection was down are lost, so every
// (re)connection drops all kept sessions.
export function startSessionRevocationRelay(databaseUrl: string, logger: FastifyBaseLogger): { stop(): Promise<void> } {
  const listener = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const listening = listener
    .listen(
      SESSION_REVOCATIONS_CHANNEL,
      (customerId) => sessionsRevoked(customerId),
      () => sessionsRevoked(null),
    )
    .catch((error: unknown) => logger.error({ err: error }, '会话撤销通知监听失败'));
  return {
    async stop() {
      await listening;
      await listener.end({ timeout: 5 });
    },
  };
}
