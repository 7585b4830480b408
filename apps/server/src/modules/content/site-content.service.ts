import type { AboutSectionBody, AboutSectionItem, KeywordItem, PublishBody } from '@fund-direct/domain/contracts/ops';
import { AppError } from '@fund-direct/domain/errors';
import type { AuditAction } from '@fund-direct/domain/ops';
import type { DbExecutor, Database } from '../../db/database.ts';
import type { AuditMeta, StaffActor } from '../../plugins/ops-session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { sanitizeHtml as sanitize } from './sanitize-html.ts';
import { findAboutSection, listAboutSections, updateAboutSection, type AboutUsRow } from './company.repository.ts';
import type { SiteKind } from './site-content-kinds.ts';
import {
  curateKeyword,
  deleteRow,
  findKeyword,
  findKeywordByText,
  findRow,
  findRowForUpdate,
  insertRow,
  listCuratedKeywords,
  listRows,
  nextKeywordSort,
  setKeyword,
  updateRow,
  type KeywordRow,
} from './site-content.repository.ts';

// The console's edits of the site's content. Every change and its audit row (before and after, as the console shows
// the item) commit together; the public reads see a change at once, since they read the same rows.

export interface SiteEditContext {
  db: Database;
  actor: StaffActor;
  meta: AuditMeta;
  now: Date;
}

interface PageQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
}

const notFound = (label: string) => new AppError('RESOURCE_NOT_FOUND', `${label}不存在`);

async function audit(tx: DbExecutor, context: SiteEditContext, action: AuditAction, target: string, before: unknown, after: unknown) {
  await recordAudit(tx, { actor: context.actor, action, target, before, after, meta: context.meta, at: context.now });
}

export async function listSiteItems<Row, Body, Query extends PageQuery, Item>(
  db: DbExecutor,
  kind: SiteKind<Row, Body, Query, Item>,
  query: Query,
  now: Date,
): Promise<{ list: Item[]; total: number }> {
  const { rows, total } = await listRows<Row>(db, kind.table, {
    where: kind.where(query, now),
    order: kind.order,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { list: rows.map((row) => kind.toItem(row, now)), total };
}

export async function siteItem<Row, Body, Query extends PageQuery, Item>(
  db: DbExecutor,
  kind: SiteKind<Row, Body, Query, Item>,
  id: number,
  now: Date,
): Promise<Item> {
  const row = await findRow<Row>(db, kind.table, id);
  if (!row) throw notFound(kind.label);
  return kind.toItem(row, now);
}

// A kind that is published starts as a draft; the others are on the site once saved.
export async function createSiteItem<Row, Body, Query extends PageQuery, Item>(
  context: SiteEditContext,
  kind: SiteKind<Row, Body, Query, Item>,
  body: Body,
): Promise<Item> {
  return context.db.transaction(async (tx) => {
    await kind.check?.(tx, body, null);
    const draft = kind.publish ? { publishState: 'draft', publishedAt: context.now } : {};
    const row = await insertRow<Row>(tx, kind.table, {
      ...kind.values(body),
      ...draft,
      updatedAt: context.now,
      updatedBy: context.actor.id,
    });
    const item = kind.toItem(row, context.now);
    await audit(tx, context, 'site_content.create', `${kind.kind}:${(item as { id: number }).id}`, null, item);
    return item;
  });
}

async function change<Row, Body, Query extends PageQuery, Item>(
  context: SiteEditContext,
  kind: SiteKind<Row, Body, Query, Item>,
  id: number,
  action: AuditAction,
  values: (tx: DbExecutor, before: Row) => Promise<Record<string, unknown>>,
): Promise<Item> {
  return context.db.transaction(async (tx) => {
    const before = await findRowForUpdate<Row>(tx, kind.table, id);
    if (!before) throw notFound(kind.label);
    const row = await updateRow<Row>(tx, kind.table, id, {
      ...(await values(tx, before)),
      updatedAt: context.now,
      updatedBy: context.actor.id,
    });
    const item = kind.toItem(row, context.now);
    await audit(tx, context, action, `${kind.kind}:${id}`, kind.toItem(before, context.now), item);
    return item;
  });
}

// An edit keeps the row's state: an edit of a published row is on the site at once.
export async function updateSiteItem<Row, Body, Query extends PageQuery, Item>(
  context: SiteEditContext,
  kind: SiteKind<Row, Body, Query, Item>,
  id: number,
  body: Body,
): Promise<Item> {
  return change(context, kind, id, 'site_content.update', async (tx) => {
    await kind.check?.(tx, body, id);
    return kind.values(body);
  });
}

// Publishing at a later time schedules the row: the public reads show it from then on (live-content condition).
export async function publishSiteItem<Row, Body, Query extends PageQuery, Item>(
  context: SiteEditContext,
  kind: SiteKind<Row, Body, Query, Item>,
  id: number,
  body: PublishBody,
): Promise<Item> {
  if (!kind.publish) throw new AppError('VALIDATION', `${kind.label}：保存即生效，无需发布`);
  const publishedAt = body.publishAt ? new Date(body.publishAt) : context.now;
  return change(context, kind, id, 'site_content.publish', async () => ({ publishState: 'published', publishedAt }));
}

export async function unpublishSiteItem<Row, Body, Query extends PageQuery, Item>(
  context: SiteEditContext,
  kind: SiteKind<Row, Body, Query, Item>,
  id: number,
): Promise<Item> {
  if (!kind.publish) throw new AppError('VALIDATION', `${kind.label}：保存即生效，不能下线，可删除`);
  return change(context, kind, id, 'site_content.unpublish', async (_tx, before) => {
    if ((before as { publishState: string }).publishState !== 'published')
      throw new AppError('VALIDATION', `${kind.label}：未发布，无需下线`);
    return { publishState: 'unpublished' };
  });
}

export async function deleteSiteItem<Row, Body, Query extends PageQuery, Item>(
  context: SiteEditContext,
  kind: SiteKind<Row, Body, Query, Item>,
  id: number,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await findRowForUpdate<Row>(tx, kind.table, id);
    if (!before) throw notFound(kind.label);
    await kind.beforeDelete?.(tx, id);
    await deleteRow(tx, kind.table, id);
    await audit(tx, context, 'site_content.delete', `${kind.kind}:${id}`, kind.toItem(before, context.now), null);
  });
}

// ---- hot keywords: the curated list, in the order the site shows it ------------------------------------------------
function toKeywordItem(row: KeywordRow): KeywordItem {
  return {
    id: row.id,
    keyWord: row.keyWord,
    sort: row.sort,
    searchCount: row.searchCount,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function curatedKeywords(db: DbExecutor): Promise<{ list: KeywordItem[]; total: number }> {
  const rows = await listCuratedKeywords(db);
  return { list: rows.map(toKeywordItem), total: rows.length };
}

const duplicateKeyword = (keyWord: string) => new AppError('VALIDATION', `关键词：“${keyWord}”已在热门搜索中`);

// A keyword visitors already searched keeps its count; it joins the curated list at the end.
export async function addKeyword(context: SiteEditContext, keyWord: string): Promise<KeywordItem> {
  return context.db.transaction(async (tx) => {
    const existing = await findKeywordByText(tx, keyWord);
    if (existing?.curated) throw duplicateKeyword(keyWord);
    const row = await curateKeyword(tx, keyWord, await nextKeywordSort(tx), context.actor.id, context.now);
    const item = toKeywordItem(row);
    await audit(tx, context, 'site_content.create', `keyword:${row.id}`, null, item);
    return item;
  });
}

export async function renameKeyword(context: SiteEditContext, id: number, keyWord: string): Promise<KeywordItem> {
  return context.db.transaction(async (tx) => {
    const before = await findKeyword(tx, id);
    if (!before?.curated) throw notFound('热门搜索关键词');
    const clash = await findKeywordByText(tx, keyWord);
    if (clash && clash.id !== id) throw duplicateKeyword(keyWord);
    await setKeyword(tx, id, { keyWord }, context.actor.id, context.now);
    const after = { ...toKeywordItem(before), keyWord, updatedAt: context.now.toISOString() };
    await audit(tx, context, 'site_content.update', `keyword:${id}`, toKeywordItem(before), after);
    return after;
  });
}

// Leaves the curated list; visitors' searches still count, and may bring it back as any visitor keyword.
export async function removeKeyword(context: SiteEditContext, id: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await findKeyword(tx, id);
    if (!before?.curated) throw notFound('热门搜索关键词');
    await setKeyword(tx, id, { curated: false, sort: 0 }, context.actor.id, context.now);
    await audit(tx, context, 'site_content.delete', `keyword:${id}`, toKeywordItem(before), null);
  });
}

// The whole curated list in its new order: ids must be exactly the curated keywords, each once.
export async function reorderKeywords(context: SiteEditContext, ids: readonly number[]): Promise<{ list: KeywordItem[]; total: number }> {
  return context.db.transaction(async (tx) => {
    const before = await listCuratedKeywords(tx);
    const curated = new Set(before.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== curated.size || ids.some((id) => !curated.has(id)))
      throw new AppError('VALIDATION', '顺序：须列出全部热门搜索关键词，各一次');
    for (const [index, id] of ids.entries()) await setKeyword(tx, id, { sort: index + 1 }, context.actor.id, context.now);
    const after = await listCuratedKeywords(tx);
    await audit(
      tx,
      context,
      'site_content.reorder',
      'keyword',
      before.map((row) => row.keyWord),
      after.map((row) => row.keyWord),
    );
    return { list: after.map(toKeywordItem), total: after.length };
  });
}

// ---- about us: fixed sections, their title and rich text ----------------------------------------------------------
function toAboutItem(row: AboutUsRow): AboutSectionItem {
  return {
    key: row.key as AboutSectionItem['key'],
    title: row.title,
    contentHtml: row.contentHtml,
    sort: row.sort,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

export async function aboutSections(db: DbExecutor): Promise<{ list: AboutSectionItem[] }> {
  return { list: (await listAboutSections(db)).map(toAboutItem) };
}

export async function editAboutSection(context: SiteEditContext, key: string, body: AboutSectionBody): Promise<AboutSectionItem> {
  return context.db.transaction(async (tx) => {
    const before = await findAboutSection(tx, key);
    if (!before) throw notFound('关于我们栏目');
    const row = await updateAboutSection(tx, key, {
      title: body.title,
      contentHtml: sanitize(body.contentHtml),
      updatedAt: context.now,
      updatedBy: context.actor.id,
    });
    const item = toAboutItem(row);
    await audit(tx, context, 'site_content.update', `about:${key}`, toAboutItem(before), item);
    return item;
  });
}
