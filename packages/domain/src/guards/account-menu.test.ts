import { describe, expect, it } from 'vitest';
import { accountMenu, menuEntryFor } from './account-menu.ts';

const labels = (blocks: ReturnType<typeof accountMenu>) => blocks.map((b) => [b.key, b.entries.map((e) => e.label)]);

describe('accountMenu', () => {
  it('gives a personal customer with an account the assets and personal blocks', () => {
    expect(labels(accountMenu({ isEnterprise: 0, custbelongto: '1' }))).toEqual([
      ['assets', ['资产明细', '收益分析', '交易记录', '账单查询', '我的分红', '我的定投']],
      ['personal', ['我的信息', '银行卡管理', '风险测评', '浏览历史', '我的自选', '账户安全']],
    ]);
  });

  it('gives a user without an account a reduced personal block only', () => {
    expect(labels(accountMenu({ isEnterprise: 0, custbelongto: '0' }))).toEqual([
      ['personal', ['我的信息', '浏览历史', '我的自选', '账户安全']],
    ]);
  });

  it('gives an institution a reduced assets block and the enterprise block', () => {
    expect(labels(accountMenu({ isEnterprise: 1, custbelongto: '1' }))).toEqual([
      ['assets', ['资产明细', '收益分析', '交易记录', '我的分红']],
      ['enterprise', ['企业信息', '安全中心']],
    ]);
  });

  it('adds the bill entry for the enterprise variant that has it', () => {
    const [assets] = accountMenu({ isEnterprise: 1, custbelongto: '1' }, { enterpriseBill: true });
    expect(assets?.entries.map((e) => e.key)).toContain('bill');
  });

  it('keeps only the assets entries that exist, in menu order, for a personal customer', () => {
    const blocks = accountMenu({ isEnterprise: 0, custbelongto: '1' }, { assets: ['fix', 'income'] });
    expect(labels(blocks)).toEqual([
      ['assets', ['收益分析', '我的定投']],
      ['personal', ['我的信息', '银行卡管理', '风险测评', '浏览历史', '我的自选', '账户安全']],
    ]);
    expect(menuEntryFor(blocks, 'myFix')?.label).toBe('我的定投');
    expect(menuEntryFor(blocks, 'myAssets')).toBeUndefined();
  });

  it('leaves the assets block out when none of its entries exists for the user', () => {
    // Institutions have no regular-investment entry.
    expect(labels(accountMenu({ isEnterprise: 1, custbelongto: '1' }, { assets: ['fix'], enterpriseBill: true }))).toEqual([
      ['enterprise', ['企业信息', '安全中心']],
    ]);
    expect(labels(accountMenu({ isEnterprise: 0, custbelongto: '1' }, { assets: [] }))).toEqual([
      ['personal', ['我的信息', '银行卡管理', '风险测评', '浏览历史', '我的自选', '账户安全']],
    ]);
    expect(labels(accountMenu({ isEnterprise: 0, custbelongto: '0' }, { assets: ['fix'] }))).toEqual([
      ['personal', ['我的信息', '浏览历史', '我的自选', '账户安全']],
    ]);
  });

  it('is empty without a user', () => {
    expect(accountMenu(null)).toEqual([]);
  });

  it('finds the entry that covers a child route', () => {
    const menu = accountMenu({ isEnterprise: 0, custbelongto: '1' });
    expect(menuEntryFor(menu, 'bankSign')?.label).toBe('银行卡管理');
    expect(menuEntryFor(menu, 'assetsDetail')?.routes[0]).toBe('myAssets');
    expect(menuEntryFor(menu, 'role')).toBeUndefined();
  });
});
