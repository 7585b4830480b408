import { describe, expect, it } from 'vitest';
import { ENTERPRISE_TEXTS } from '../constants/texts.ts';
import { PERSONAL_ONLY_ROUTES, personalOnlyRefusal } from './personal-only.ts';

const enterprise = { isEnterprise: 1 } as const;
const personal = { isEnterprise: 0 } as const;

describe('personal-only pages', () => {
  it('are the account-area pages outside the enterprise menu', () => {
    expect([...PERSONAL_ONLY_ROUTES].sort()).toEqual(
      [
        'addBank',
        'bank',
        'bankDetail',
        'bankSign',
        'bill',
        'changeBank',
        'modifyLoginPwd',
        'modifyPhone',
        'modifyTradePwd',
        'myFix',
        'myFollow',
        'myHistory',
        'personInfo',
        'resetTradePwd',
        'risk',
        'safe',
        'updateIdCard',
      ].sort(),
    );
  });

  it('send an enterprise user to the enterprise area with the reason', () => {
    expect(personalOnlyRefusal(enterprise, '/account/person_info')).toEqual({
      redirectTo: '/enterprise/enterprise_info',
      message: ENTERPRISE_TEXTS.personalOnly,
    });
  });

  it('refuse the bill print page to an enterprise user too', () => {
    expect(personalOnlyRefusal(enterprise, '/billprint')).not.toBeNull();
  });

  it('ignore a trailing slash', () => {
    expect(personalOnlyRefusal(enterprise, '/assets/my_fix/')).not.toBeNull();
  });

  it('leave the enterprise menu pages to an enterprise user', () => {
    for (const path of ['/assets/my_assets', '/assets/income', '/assets/trade_record', '/assets/my_dividend', '/enterprise/role']) {
      expect(personalOnlyRefusal(enterprise, path)).toBeNull();
    }
  });

  it('never refuse a personal user', () => {
    expect(personalOnlyRefusal(personal, '/account/person_info')).toBeNull();
  });

  it('never refuse when nobody is logged in (the login guard decides)', () => {
    expect(personalOnlyRefusal(null, '/account/person_info')).toBeNull();
  });
});
