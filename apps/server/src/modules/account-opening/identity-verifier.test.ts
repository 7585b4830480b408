import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUSED_ID, loadConfig } from '../../config.ts';
import { createSimulatedIdentityVerifier } from './identity-verifier.ts';

describe('simulated identity verification', () => {
  const verifier = createSimulatedIdentityVerifier({
    refusedIdnos: [DEFAULT_REFUSED_ID.toLowerCase()],
    refusedPairs: [{ custname: '王明', idno: '110101199003071234' }],
  });

  it('refuses the configured ID numbers whatever the name or the letter case', async () => {
    expect(await verifier.verify({ custname: '任何人', idtype: '0', idno: DEFAULT_REFUSED_ID })).toEqual({ verified: false });
  });

  it('refuses a listed name and number pair but accepts the same number with another name', async () => {
    expect(await verifier.verify({ custname: '王明', idtype: '0', idno: '110101199003071234' })).toEqual({ verified: false });
    expect(await verifier.verify({ custname: '王敏', idtype: '0', idno: '110101199003071234' })).toEqual({ verified: true });
  });

  it('accepts other documents unless listed', async () => {
    expect(await verifier.verify({ custname: 'John Smith', idtype: '1', idno: 'E12345678' })).toEqual({ verified: true });
  });
});

describe('account-opening configuration', () => {
  it('refuses the documented test identity by default, and none when told so', () => {
    expect(loadConfig({}).idVerifyRefuse).toEqual([DEFAULT_REFUSED_ID]);
    expect(loadConfig({ ID_VERIFY_REFUSE: 'none' }).idVerifyRefuse).toEqual([]);
    expect(loadConfig({ ID_VERIFY_REFUSE: '110101199003071234,e12345678' }).idVerifyRefuse).toEqual(['110101199003071234', 'E12345678']);
    expect(() => loadConfig({ ID_VERIFY_REFUSE: 'a;b' })).toThrow('ID_VERIFY_REFUSE');
  });

  it('approves ID-card photos at once outside production unless ID_REVIEW says otherwise', () => {
    expect(loadConfig({}).idReview).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'https://www.example.com' }).idReview).toBe('manual');
    expect(loadConfig({ NODE_ENV: 'production', SITE_ORIGIN: 'https://www.example.com', ID_REVIEW: 'auto' }).idReview).toBe('auto');
    expect(() => loadConfig({ ID_REVIEW: 'yes' })).toThrow('ID_REVIEW');
  });

  it('keeps private files in DATA_DIR/private, or a temp directory in memory mode', () => {
    expect(loadConfig({ DATA_DIR: '/srv/fund' }).privateDir).toBe('/srv/fund/private');
    expect(loadConfig({ DATA_DIR: 'memory://' }).privateDir).toMatch(/fund-direct-private-\d+$/);
  });
});
