import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarCoverageError } from '@fund-direct/domain/calendar';
import { ERRORS } from '@fund-direct/domain/errors';
import { mapError } from '../../plugins/errors.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { get, signIn } from '../../../test/modules/trading/trading.test-support.ts';

describe('dates beyond the trading calendar data', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // 16:00 in Shanghai on the last day of the data: the trade date would be the first trading day of the next year.
    t = await createTestApp({ now: () => new Date('2026-12-31T08:00:00Z') });
    token = await signIn(t.app);
  });
  afterAll(async () => t.close());

  it('answers a clear "calendar not loaded yet" envelope instead of a system error', async () => {
    const { status, body } = await get(t.app, '/api/trade/workdates', token, { fundCode: '000512', businessCode: '022' });
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: ERRORS.CALENDAR_NOT_COVERED.code, msg: ERRORS.CALENDAR_NOT_COVERED.msg });
  });

  it('maps only the coverage error that way, not any RangeError', () => {
    expect(mapError(new CalendarCoverageError('x'))).toMatchObject({ status: 503, body: { code: ERRORS.CALENDAR_NOT_COVERED.code } });
    expect(mapError(new RangeError('x'))).toBeNull();
  });
});
