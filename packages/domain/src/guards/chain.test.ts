import { describe, expect, it } from 'vitest';
import { firstBlockingGuard } from './chain.ts';
import { ROUTE_REQUIREMENTS, requirementFor } from './routes.ts';
import type { GuardUser } from './user-state.ts';

// 2024-06-15 10:00 in Shanghai.
const NOW = new Date('2024-06-15T02:00:00Z');

const READY: GuardUser = {
  isEnterprise: 0,
  custbelongto: '1',
  idcardupload: '1',
  custname: '张三',
  idno: '11010519491231002X',
  idtype: '0',
  invalidate: '20300101',
  liveNation: '156',
  workcode: '01',
  annualsalary: '2',
  educational: '3',
  address: '上海市浦东新区',
  mobileno: '13800138000',
  riskability: '3',
  riskexpired: '0',
};

const purchase = ROUTE_REQUIREMENTS.purchase;

describe('firstBlockingGuard, one guard at a time (purchase)', () => {
  it('lets a ready user through', () => {
    expect(firstBlockingGuard(READY, purchase, NOW)).toBeNull();
  });

  it('1. asks a visitor to log in', () => {
    expect(firstBlockingGuard(null, purchase, NOW)).toEqual({
      key: 'login',
      title: '温馨提示',
      type: 'warning',
      content: '您还未进行登录，是否前往登录？',
      target: { name: 'login', path: '/login' },
    });
  });

  it('2. tells an institution it cannot trade, with no target', () => {
    const dialog = firstBlockingGuard({ ...READY, isEnterprise: 1 }, purchase, NOW);
    expect(dialog?.content).toBe('您是机构户不能操作交易，抱歉~');
    expect(dialog?.target).toBeUndefined();
  });

  it('3. sends a user without an account to account opening', () => {
    const dialog = firstBlockingGuard({ ...READY, custbelongto: '0' }, purchase, NOW);
    expect(dialog?.content).toBe('您目前还没有基金账户，请先完成开户再购买产品');
    expect(dialog?.target).toEqual({ name: 'openaccount', path: '/auth/openaccount' });
  });

  it('4. sends a user without an ID card to the open-account page', () => {
    const dialog = firstBlockingGuard({ ...READY, idcardupload: '0' }, purchase, NOW);
    expect(dialog?.content).toBe('您目前还没有上传身份证，请先上传身份证再购买产品');
    expect(dialog?.target?.name).toBe('openaccount');
  });

  it('4. accepts "no upload needed" but not "under review"', () => {
    expect(firstBlockingGuard({ ...READY, idcardupload: '3' }, purchase, NOW)).toBeNull();
    expect(firstBlockingGuard({ ...READY, idcardupload: '2' }, purchase, NOW)?.key).toBe('idCardUpload');
  });

  it('5. sends an incomplete profile to personal info', () => {
    const dialog = firstBlockingGuard({ ...READY, address: '  ' }, purchase, NOW);
    expect(dialog?.content).toBe('您账号信息不完整，请完善个人信息');
    expect(dialog?.target).toEqual({ name: 'personInfo', path: '/account/person_info' });
  });

  it('6. asks for a risk assessment when there is none', () => {
    const dialog = firstBlockingGuard({ ...READY, riskability: '' }, purchase, NOW);
    expect(dialog?.content).toBe('您账号还未进行风险等级评测，请先评测');
    expect(dialog?.target).toEqual({ name: 'risk', path: '/account/risk' });
  });

  it('6. asks for a new assessment when it has expired', () => {
    const dialog = firstBlockingGuard({ ...READY, riskexpired: '1' }, purchase, NOW);
    expect(dialog?.content).toBe('您账号的风险等级过期，请重新评测');
    expect(dialog?.target?.name).toBe('risk');
  });

  it('7. asks for a new ID card when it has expired', () => {
    const dialog = firstBlockingGuard({ ...READY, invalidate: '20240614' }, purchase, NOW);
    expect(dialog?.content).toBe('您的身份证已过期，请重新上传身份证');
    expect(dialog?.target?.name).toBe('personInfo');
  });
});

describe('firstBlockingGuard, order', () => {
  const everythingWrong: GuardUser = {
    isEnterprise: 1,
    custbelongto: '0',
    idcardupload: '0',
    riskability: null,
    riskexpired: '1',
    invalidate: '20000101',
  };

  it('stops at the first blocking guard in the order of §4', () => {
    const keys: string[] = [];
    let user: GuardUser = { ...everythingWrong };
    const fixes: Record<string, Partial<GuardUser>> = {
      enterprise: { isEnterprise: 0 },
      openAccount: { custbelongto: '1' },
      idCardUpload: { idcardupload: '1' },
      profile: { ...READY, riskability: null, riskexpired: '1', invalidate: '20000101' },
      riskMissing: { riskability: '4' },
      riskExpired: { riskexpired: '0' },
      idExpired: { invalidate: '长期' },
    };
    for (let i = 0; i < 10; i++) {
      const dialog = firstBlockingGuard(user, purchase, NOW);
      if (!dialog) break;
      keys.push(dialog.key);
      user = { ...user, ...fixes[dialog.key] };
    }
    expect(keys).toEqual(['enterprise', 'openAccount', 'idCardUpload', 'profile', 'riskMissing', 'riskExpired', 'idExpired']);
  });
});

describe('firstBlockingGuard, requirements per route', () => {
  it('fix needs the same checks as purchase', () => {
    expect(firstBlockingGuard({ ...READY, custbelongto: '0' }, ROUTE_REQUIREMENTS.fix, NOW)?.key).toBe('openAccount');
  });

  it('sell and change skip the open-account check', () => {
    const user = { ...READY, custbelongto: '0' };
    expect(firstBlockingGuard(user, ROUTE_REQUIREMENTS.sell, NOW)).toBeNull();
    expect(firstBlockingGuard(user, ROUTE_REQUIREMENTS.change, NOW)).toBeNull();
  });

  it('sell and change still block institutions and stale risk levels', () => {
    expect(firstBlockingGuard({ ...READY, isEnterprise: 1 }, ROUTE_REQUIREMENTS.sell, NOW)?.key).toBe('enterprise');
    expect(firstBlockingGuard({ ...READY, riskexpired: '1' }, ROUTE_REQUIREMENTS.change, NOW)?.key).toBe('riskExpired');
  });

  it('sell without any user asks for login, as nothing else can be judged', () => {
    expect(firstBlockingGuard(null, ROUTE_REQUIREMENTS.sell, NOW)?.key).toBe('login');
  });

  it('account pages need an opened account', () => {
    const user = { ...READY, custbelongto: '0' };
    expect(firstBlockingGuard(user, ROUTE_REQUIREMENTS.myAssets, NOW)?.key).toBe('openAccount');
    expect(firstBlockingGuard(user, ROUTE_REQUIREMENTS.bank, NOW)?.key).toBe('openAccount');
  });

  it('myHistory, myFollow, safe, personInfo, modifyLoginPwd and openaccount need login only', () => {
    const user: GuardUser = { custbelongto: '0' };
    for (const name of ['myHistory', 'myFollow', 'safe', 'personInfo', 'modifyLoginPwd', 'openaccount'] as const) {
      expect(firstBlockingGuard(user, ROUTE_REQUIREMENTS[name], NOW)).toBeNull();
      expect(firstBlockingGuard(null, ROUTE_REQUIREMENTS[name], NOW)?.key).toBe('login');
    }
  });

  it('enterprise routes need login only', () => {
    expect(firstBlockingGuard({ isEnterprise: 1 }, ROUTE_REQUIREMENTS.enterpriseInfo, NOW)).toBeNull();
    expect(firstBlockingGuard(null, ROUTE_REQUIREMENTS.role, NOW)?.key).toBe('login');
  });

  it('account pages do not block institutions', () => {
    expect(firstBlockingGuard({ isEnterprise: 1, custbelongto: '1' }, ROUTE_REQUIREMENTS.tradeRecord, NOW)).toBeNull();
  });

  it('public routes need nothing', () => {
    expect(requirementFor('fundDetail')).toEqual([]);
    expect(firstBlockingGuard(null, requirementFor('home'), NOW)).toBeNull();
  });

  it('covers every guarded route of §2', () => {
    expect(Object.keys(ROUTE_REQUIREMENTS).sort()).toEqual(
      [
        'myAssets',
        'assetsDetail',
        'income',
        'bill',
        'tradeRecord',
        'myDiviDend',
        'myFix',
        'personInfo',
        'updateIdCard',
        'modifyPhone',
        'bank',
        'addBank',
        'changeBank',
        'bankSign',
        'bankDetail',
        'risk',
        'myHistory',
        'myFollow',
        'safe',
        'modifyLoginPwd',
        'modifyTradePwd',
        'resetTradePwd',
        'role',
        'enterpriseInfo',
        'purchase',
        'sell',
        'fix',
        'change',
        'dividend',
        'openaccount',
      ].sort(),
    );
  });
});
