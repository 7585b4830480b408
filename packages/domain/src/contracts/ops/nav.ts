import { z } from 'zod';
import { NAV_FIELDS, type NavField } from '../../nav/nav-columns.ts';
import { isoDate } from '../trade-fields.ts';

// Issue 17: the console's NAV entry — the grid of a trade date, the validation preview (grid rows or an uploaded
// CSV/.xlsx file) and the 'nav.publish' proposal. Cells are sent as typed (decimal strings); the domain rules
// (nav/nav-check.ts) answer with problems that name the line, the column and the field.

const cell = z.string({ error: '应为文本' }).max(40, '内容过长').optional();

// GET /api/ops/navs?date=
export const navGridQuery = z.object({ date: isoDate });

const navValues = {
  unitNav: z.string().nullable(),
  accNav: z.string().nullable(),
  incomePer10k: z.string().nullable(),
  // In percent, as staff type it.
  yield7dPercent: z.string().nullable(),
};

export const navGridFund = z.object({
  fundCode: z.string(),
  fundName: z.string(),
  fundTypeLabel: z.string(),
  isMoneyFund: z.boolean(),
  isQdii: z.boolean(),
  previous: z.object({ date: z.string(), ...navValues }).nullable(),
  // The day's NAV: published, or waiting for review in a pending proposal.
  today: z.object({ state: z.enum(['published', 'pending']), proposalId: z.string().nullable(), ...navValues }).nullable(),
});

export const navGridResponse = z.object({
  date: z.string(),
  isTradingDay: z.boolean(),
  // Demo mode: the server makes up each trading day's NAVs itself (never in production).
  demoMode: z.boolean(),
  funds: z.array(navGridFund),
});

// One row from the grid or a file; `line` keeps a file's own line numbers, `date` defaults to the request's.
export const navRowInput = z.object({
  line: z.number().int().positive().optional(),
  fundCode: z.string({ error: '基金代码不能为空' }).max(20, '基金代码过长'),
  date: cell,
  unitNav: cell,
  accNav: cell,
  incomePer10k: cell,
  yield7dPercent: cell,
});

const MAX_ROWS = 20_000;
const navRows = z
  .array(navRowInput, { error: '净值行应为列表' })
  .min(1, '请至少填写一只基金的净值')
  .max(MAX_ROWS, `一次最多 ${MAX_ROWS} 行`);

// POST /api/ops/navs/preview
export const navPreviewRequest = z.object({ date: isoDate, rows: navRows });

// POST /api/ops/navs/propose: a reason for every flagged fund, by fund code.
export const navProposeRequest = z.object({
  date: isoDate,
  rows: navRows,
  reasons: z.record(z.string().regex(/^\d{6}$/, '原因应按 6 位基金代码填写'), z.string().max(200, '原因最多 200 字')).default({}),
  note: z.string().max(500, '备注最多 500 字').optional(),
});

export const navProblemSchema = z.object({
  kind: z.enum(['error', 'flag']),
  line: z.number(),
  column: z.number().nullable(),
  field: z.enum(NAV_FIELDS as [NavField, ...NavField[]]).nullable(),
  fundCode: z.string(),
  message: z.string(),
  text: z.string(),
});

export const checkedNavSchema = z.object({
  line: z.number(),
  fundCode: z.string(),
  date: z.string(),
  unitNav: z.string(),
  accNav: z.string(),
  incomePer10k: z.string().nullable(),
  // A fraction, as stored.
  yield7d: z.string().nullable(),
});

export const navPreviewResponse = z.object({
  date: z.string(),
  rows: z.array(checkedNavSchema),
  errors: z.array(navProblemSchema),
  flags: z.array(navProblemSchema),
  // No errors (flags still need their reasons when proposing).
  valid: z.boolean(),
});

// POST /api/ops/navs/upload-preview (multipart: `file`, a CSV or .xlsx; `date`, the trade date) — nothing is written.
export const navUploadPreviewResponse = navPreviewResponse.extend({
  fileName: z.string(),
  entries: z.array(navRowInput.extend({ line: z.number() })),
});

export const navProposeResponse = z.object({ proposalId: z.string(), rows: z.number(), flagged: z.number() });

// The 'nav.publish' proposal's payload: what approval re-validates and writes.
export const navPublishPayload = z.object({
  date: isoDate,
  rows: z.array(navRowInput),
  reasons: z.record(z.string(), z.string()),
});

export type NavGridQuery = z.infer<typeof navGridQuery>;
export type NavGridFund = z.infer<typeof navGridFund>;
export type NavGridResponse = z.infer<typeof navGridResponse>;
export type NavRowInput = z.infer<typeof navRowInput>;
export type NavPreviewRequest = z.infer<typeof navPreviewRequest>;
export type NavProposeRequest = z.infer<typeof navProposeRequest>;
export type NavPreviewResponse = z.infer<typeof navPreviewResponse>;
export type NavUploadPreviewResponse = z.infer<typeof navUploadPreviewResponse>;
export type NavProposeResponse = z.infer<typeof navProposeResponse>;
export type NavPublishPayload = z.infer<typeof navPublishPayload>;
