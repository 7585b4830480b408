import type { NavPublishPayload } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { unexplainedFlags, type NavProblem } from '@fund-direct/domain/nav';
import type { DbExecutor } from '../../db/database.ts';
import { applyNavRows, type NavImportResult } from './nav-import.service.ts';
import { previewOf, validateNavRows } from './nav-validation.service.ts';

const MAX_LISTED = 20;

// One message naming the first problems (the envelope's data carries all of them).
export function navProblemsMessage(prefix: string, problems: readonly NavProblem[]): string {
  const listed = problems.slice(0, MAX_LISTED).map((p) => p.text);
  const more = problems.length > MAX_LISTED ? [`……共 ${problems.length} 处`] : [];
  return [`${prefix}：${problems.length} 处问题，未写入任何数据`, ...listed, ...more].join('\n');
}

// The check before proposing and again before publishing: errors, and flags without a reason, refuse everything.
export async function checkNavPublication(executor: DbExecutor, payload: NavPublishPayload) {
  const result = await validateNavRows(executor, payload.date, payload.rows);
  const problems = [...result.errors, ...unexplainedFlags(result.flags, payload.reasons)].sort((a, b) => a.line - b.line);
  return { result, problems };
}

// Inside the approval's transaction: re-validates (funds, calendar and previous NAVs may have changed since the
// proposal) and writes all rows or none through the import's path (daily changes, yields).
export async function publishNavs(tx: DbExecutor, payload: NavPublishPayload): Promise<NavImportResult> {
  const { result, problems } = await checkNavPublication(tx, payload);
  if (problems.length > 0) {
    throw new AppError('VALIDATION', navProblemsMessage('净值发布失败', problems), {
      ...previewOf(payload.date, result),
      errors: problems,
    });
  }
  return applyNavRows(tx, result.rows);
}
