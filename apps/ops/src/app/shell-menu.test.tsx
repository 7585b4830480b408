import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeOpsApi, type FakeStaff } from '@/test/fake-ops-api.ts';
import { LAZY, renderApp, SLOW } from './app-test-harness.tsx';

const STAFF: Record<string, FakeStaff> = {
  admin: { username: 'admin', displayName: '王敏', role: 'admin', password: 'x' },
  checker: { username: 'checker', displayName: '王复核', role: 'checker', password: 'x' },
  service: { username: 'service', displayName: '赵客服', role: 'service', password: 'x' },
  maker: { username: 'maker', displayName: '李运营', role: 'fund_ops', password: 'x' },
  content: { username: 'content', displayName: '周文', role: 'content', password: 'x' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function menuLabels(staff: FakeStaff): Promise<string[]> {
  const api = installFakeOpsApi([staff]);
  api.signIn(staff);
  api.on('GET', '/staff', () => ({ data: { list: [] } }));
  renderApp('/dashboard');
  const menu = await screen.findByRole('menu', { name: '功能菜单' }, LAZY);
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('side menu by permission', () => {
  it('shows the administrator the staff page but not the approvals', { timeout: SLOW }, async () => {
    expect(await menuLabels(STAFF.admin!)).toEqual(['工作台', '员工管理']);
  });

  it('shows the checker the approvals but not the staff page', { timeout: SLOW }, async () => {
    expect(await menuLabels(STAFF.checker!)).toEqual([
      '工作台',
      '复核申请',
      '基金管理',
      '净值管理',
      '基金报告',
      '分红登记',
      'TA 批处理',
      '数据交换',
      '快速取现垫资',
      '交易日历',
    ]);
  });

  it('shows customer service only what it may open, under its heading', { timeout: SLOW }, async () => {
    expect(await menuLabels(STAFF.service!)).toEqual(['工作台', '客户服务', '客户查询', '证件审核', '汇款匹配', '银行流水']);
  });

  it('shows fund operations the bank statements under 客户服务, and no other customer page', { timeout: SLOW }, async () => {
    expect((await menuLabels(STAFF.maker!)).slice(-2)).toEqual(['客户服务', '银行流水']);
  });

  it('gathers the content pages under 内容管理', { timeout: SLOW }, async () => {
    expect(await menuLabels(STAFF.content!)).toEqual([
      '工作台',
      '内容管理',
      '观点文章',
      '公告披露',
      '服务中心',
      '招聘信息',
      '销售机构',
      '广告与横幅',
      '荣誉奖项',
      '栏目',
      '热门搜索',
      '关于我们',
    ]);
  });

  it('says "no access" on a page the role may not open, typed into the address bar', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([STAFF.checker!]);
    api.signIn(STAFF.checker!);
    renderApp('/staff');
    expect(await screen.findByText('无权访问', undefined, LAZY)).toBeTruthy();
    expect(screen.getByText('您的角色没有「员工管理」的权限。')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/staff')).toBe(false);
  });

  it('shows the signed-in name and role label in the header', { timeout: SLOW }, async () => {
    const api = installFakeOpsApi([STAFF.admin!]);
    api.signIn(STAFF.admin!);
    renderApp('/dashboard');
    expect(await screen.findByText('王敏', undefined, LAZY)).toBeTruthy();
    expect(screen.getByText('系统管理员')).toBeTruthy();
  });
});
