import { z } from 'zod';

// POST /api/dev/ta/simulate (outside production): the demo days of `ta simulate --days N`.
export const devTaSimulateRequest = z.object({
  days: z.coerce.number({ error: '天数不正确' }).int('天数须为整数').min(1, '天数须为1–250').max(250, '天数须为1–250'),
});
export const devTaSimulateResponse = z.object({
  // The trading days simulated, in order: each got its synthetic NAVs and its batch.
  tradeDates: z.array(z.string()),
});

export type DevTaSimulateRequest = z.infer<typeof devTaSimulateRequest>;
export type DevTaSimulateResponse = z.infer<typeof devTaSimulateResponse>;
