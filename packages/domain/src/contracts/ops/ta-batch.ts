import { z } from 'zod';
import { isCalendarDate } from '../../calendar/day-number.ts';

// The TA batch in the operations console (issue 17): batches per trade date, their steps, runs by proposal.

export const TA_BATCH_STATES = { queued: '等待运行', running: '运行中', done: '已完成', failed: '失败' } as const;
export type TaBatchState = keyof typeof TA_BATCH_STATES;
export const TA_STEP_STATES = { pending: '未运行', running: '运行中', done: '已完成', failed: '失败' } as const;
export type TaStepState = keyof typeof TA_STEP_STATES;

// While a batch is queued or running the console asks again every second.
export const TA_BATCH_POLL_MS = 1000;

const tradeDate = z
  .string({ error: '交易日不能为空' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '交易日应为 YYYY-MM-DD 格式的日期')
  .refine(isCalendarDate, '交易日不是存在的日期');

export const taBatchListQuery = z.object({
  page: z.coerce.number({ error: '页码应为数字' }).int('页码应为整数').min(1, '页码应从 1 开始').max(10_000, '页码过大').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数应为数字' })
    .int('每页条数应为整数')
    .min(1, '每页条数至少为 1')
    .max(100, '每页条数不能超过 100')
    .default(20),
});

export const taBatchSummary = z.object({
  tradeDate: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  stateLabel: z.string(),
  // ISO instants of the latest run; null while queued.
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  stepsDone: z.number().int(),
  stepCount: z.number().int(),
  runs: z.number().int(),
  // The checker who approved the console's request for the latest run (null: the CLI or the scheduler ran it).
  approvedBy: z.string().nullable(),
  failedStep: z.string().nullable(),
  failedStepLabel: z.string().nullable(),
  error: z.string().nullable(),
});

export const taBatchListResponse = z.object({
  items: z.array(taBatchSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const taBatchDateParams = z.object({ date: tradeDate });

export const taBatchStepView = z.object({
  step: z.string(),
  label: z.string(),
  state: z.enum(['pending', 'running', 'done', 'failed']),
  stateLabel: z.string(),
  // Rows the step wrote on this date over all runs, and how long it took when it last wrote any.
  rows: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const taBatchDetailResponse = z.object({
  tradeDate: z.string(),
  // null: the date has never been run.
  batch: taBatchSummary.nullable(),
  steps: z.array(taBatchStepView),
});

export const taRunRequest = z.object({
  tradeDate,
  // A date that has a batch already is run again only when asked (a re-run changes nothing that is done).
  rerun: z.boolean({ error: '重跑标志应为 true 或 false' }).default(false),
});

export type TaBatchListQuery = z.infer<typeof taBatchListQuery>;
export type TaBatchSummary = z.infer<typeof taBatchSummary>;
export type TaBatchListResponse = z.infer<typeof taBatchListResponse>;
export type TaBatchStepView = z.infer<typeof taBatchStepView>;
export type TaBatchDetailResponse = z.infer<typeof taBatchDetailResponse>;
export type TaRunRequest = z.infer<typeof taRunRequest>;

// The proposal the run became (it waits for 复核).
export const taRunResponse = z.object({ id: z.string() });
export type TaRunResponse = z.infer<typeof taRunResponse>;
