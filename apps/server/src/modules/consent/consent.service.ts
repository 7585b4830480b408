import {
  agreementTitle,
  CONSENT_ACTION_TEXT,
  CONSENT_SETS,
  consentVersionUrl,
  type ConsentAction,
  type ConsentItem,
} from '@fund-direct/domain/contracts';
import type { DbExecutor } from '../../db/database.ts';
import { consentsOf, findDocumentVersion, insertConsents } from './consent.repository.ts';

// Called by each action that shows agreements, in its own transaction, once it has succeeded.
export async function recordConsents(
  db: DbExecutor,
  customerId: string,
  action: ConsentAction,
  at: Date,
  ip: string | null,
): Promise<void> {
  await insertConsents(db, { customerId, keys: CONSENT_SETS[action], action, at, ip });
}

export async function consentList(db: DbExecutor, customerId: string): Promise<ConsentItem[]> {
  const rows = await consentsOf(db, customerId);
  return rows.map((row) => ({
    id: String(row.id),
    key: row.key,
    title: agreementTitle(row.key),
    versionDate: row.versionDate,
    acceptedAt: row.acceptedAt.toISOString(),
    action: row.action,
    actionText: row.action in CONSENT_ACTION_TEXT ? CONSENT_ACTION_TEXT[row.action as ConsentAction] : row.action,
    url: consentVersionUrl(row.key, row.versionDate),
  }));
}

export { findDocumentVersion };
