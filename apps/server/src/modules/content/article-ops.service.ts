import type {
  OpsArticleDetail,
  OpsArticleListItem,
  OpsArticleListQuery,
  OpsArticleListResponse,
  OpsArticlePublishRequest,
  OpsArticleSaveRequest,
} from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import { contentActions, contentDisplayState, type AuditAction, type ContentAction, type ContentState } from '@fund-direct/domain/ops';
import type { DatabaseHandle, DbExecutor } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  columnExists,
  columnsOf,
  findOpsArticle,
  insertArticle,
  listOpsArticles,
  unknownFundCodes,
  updateArticle,
  type ArticleValues,
  type OpsArticleRow,
} from './article-ops.repository.ts';
import { contentChanged } from './content-changed.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export interface ArticleOpsContext {
  database: DatabaseHandle;
  actor: StaffActor;
  meta: AuditMeta;
  now: Date;
}

function toItem(row: OpsArticleRow, now: Date): OpsArticleListItem {
  const state = row.publishState as ContentState;
  return {
    id: row.id,
    title: row.title,
    columnId: row.columnId,
    columnName: row.columnName,
    contentType: row.contentType as OpsArticleListItem['contentType'],
    author: row.author,
    cover: row.cover,
    state,
    displayState: contentDisplayState(state, row.publishedAt, now),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    updatedBy: row.updatedByName,
    actions: [...contentActions(state)],
  };
}

function toDetail(row: OpsArticleRow, now: Date): OpsArticleDetail {
  return {
    ...toItem(row, now),
    summary: row.summary,
    jumpPath: row.jumpPath,
    videoUrl: row.videoUrl,
    poster: row.poster,
    durationSeconds: row.durationSeconds,
    fundCodes: row.fundCodes,
    contentHtml: row.contentHtml,
  };
}

// What the audit row keeps of an article: every field staff can change, and its state.
function snapshot(row: OpsArticleRow) {
  const { columnName: _column, updatedByName: _by, updatedAt: _at, updatedBy: _who, state: _legacy, ...fields } = row;
  return { ...fields, publishedAt: row.publishedAt.toISOString() };
}

export async function listArticlesForOps(db: DbExecutor, query: OpsArticleListQuery, now: Date): Promise<OpsArticleListResponse> {
  const { rows, total } = await listOpsArticles(db, {
    columnId: query.columnId,
    contentType: query.contentType,
    state: query.state,
    keyword: query.keyword,
    now,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { list: rows.map((row) => toItem(row, now)), total };
}

async function loadOrFail(db: DbExecutor, id: number, forUpdate = false): Promise<OpsArticleRow> {
  const row = await findOpsArticle(db, id, forUpdate);
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', '文章不存在');
  return row;
}

export async function articleForOps(db: DbExecutor, id: number, now: Date): Promise<OpsArticleDetail> {
  return toDetail(await loadOrFail(db, id), now);
}

export async function articleColumns(db: DbExecutor) {
  return { list: await columnsOf(db) };
}

// The checks a zod schema cannot make: the column and the related funds must exist.
async function checkReferences(db: DbExecutor, body: OpsArticleSaveRequest): Promise<void> {
  if (!(await columnExists(db, body.columnId))) throw new AppError('VALIDATION', '栏目（columnId）不存在', { field: 'columnId' });
  const unknown = await unknownFundCodes(db, body.fundCodes);
  if (unknown.length > 0) throw new AppError('VALIDATION', `相关基金（fundCodes）不存在：${unknown.join('、')}`, { field: 'fundCodes' });
}

// The stored form of what the editor sent: HTML through the allow-list; video fields only for videos.
function valuesOf(body: OpsArticleSaveRequest): Omit<ArticleValues, 'publishedAt' | 'publishState'> {
  const video = body.contentType === 'video';
  return {
    title: body.title,
    summary: body.summary,
    author: body.author,
    cover: body.cover,
    columnId: body.columnId,
    contentType: body.contentType,
    jumpPath: body.jumpPath,
    videoUrl: video ? body.videoUrl : null,
    poster: video ? body.poster : null,
    durationSeconds: video ? body.durationSeconds : null,
    fundCodes: body.fundCodes,
    contentHtml: sanitizeHtml(body.contentHtml),
  };
}

function requireAction(row: OpsArticleRow, action: ContentAction): void {
  if (!contentActions(row.publishState as ContentState).includes(action)) throw new AppError('CONTENT_STATE_CONFLICT');
}

// A new article is a draft; its publish time is set when it is published.
export async function createArticle(context: ArticleOpsContext, body: OpsArticleSaveRequest): Promise<OpsArticleDetail> {
  const { database, actor, meta, now } = context;
  const row = await database.db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const id = await insertArticle(tx, {
      ...valuesOf(body),
      publishState: 'draft',
      publishedAt: now,
      updatedAt: now,
      updatedBy: actor.id,
    });
    const created = await loadOrFail(tx, id);
    await recordAudit(tx, { actor, action: 'article.create', target: String(id), after: snapshot(created), meta, at: now });
    return created;
  });
  return toDetail(row, now);
}

// One state-checked change in one transaction with its audit row; the site and search see it once it has committed.
async function change(
  context: ArticleOpsContext,
  id: number,
  action: ContentAction,
  audit: (before: OpsArticleRow) => AuditAction,
  apply: (tx: DbExecutor, before: OpsArticleRow) => Promise<Partial<ArticleValues>>,
): Promise<OpsArticleDetail> {
  const { database, actor, meta, now } = context;
  const { before, after } = await database.db.transaction(async (tx) => {
    const current = await loadOrFail(tx, id, true);
    requireAction(current, action);
    const values = await apply(tx, current);
    await updateArticle(tx, id, { ...values, updatedAt: now, updatedBy: actor.id });
    const updated = await loadOrFail(tx, id);
    await recordAudit(tx, {
      actor,
      action: audit(current),
      target: String(id),
      before: snapshot(current),
      after: snapshot(updated),
      meta,
      at: now,
    });
    return { before: current, after: updated };
  });
  // Anything that was or is now on the site: refresh search and the publish timer.
  if (before.publishState === 'published' || after.publishState === 'published') await contentChanged(database, 'article');
  return toDetail(after, now);
}

export function editArticle(context: ArticleOpsContext, id: number, body: OpsArticleSaveRequest): Promise<OpsArticleDetail> {
  return change(
    context,
    id,
    'edit',
    () => 'article.edit',
    async (tx) => {
      await checkReferences(tx, body);
      return valuesOf(body);
    },
  );
}

// No time, or one not later than now, publishes at once; a later time schedules it (the site shows it from then on).
export function publishArticle(context: ArticleOpsContext, id: number, body: OpsArticlePublishRequest): Promise<OpsArticleDetail> {
  const at = body.publishAt ? new Date(body.publishAt) : context.now;
  const scheduled = at.getTime() > context.now.getTime();
  return change(
    context,
    id,
    'publish',
    () => (scheduled ? 'article.schedule' : 'article.publish'),
    async () => ({ publishState: 'published', publishedAt: scheduled ? at : context.now }),
  );
}

export function unpublishArticle(context: ArticleOpsContext, id: number): Promise<OpsArticleDetail> {
  return change(
    context,
    id,
    'unpublish',
    () => 'article.unpublish',
    async () => ({ publishState: 'unpublished' }),
  );
}
