// Revoked sessions must be refused at once although each instance keeps the sessions it resolved for a few seconds
// (session.service.ts). A revocation drops this process's entries of the customer right away (`sessionsRevoked`) and
// is announced with NOTIFY in the revoking statement's transaction, so that every instance sharing PostgreSQL — this one
// included — drops them again once it commits (session-revocation-relay.ts). `null`: every session.
export const SESSION_REVOCATIONS_CHANNEL = 'fd_session_revoked';

type Listener = (customerId: string | null) => void;

const listeners = new Set<Listener>();

export function sessionsRevoked(customerId: string | null): void {
  for (const listener of listeners) listener(customerId);
}

export function onSessionsRevoked(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
