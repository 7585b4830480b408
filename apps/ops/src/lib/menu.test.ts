import { describe, expect, it } from 'vitest';
import { menuEntryFor, menuTree, visibleMenuEntries, type OpsMenuEntry } from './menu.ts';

const ENTRIES: OpsMenuEntry[] = [
  { path: '/dashboard', label: '工作台', permission: 'dashboard.view' },
  { path: '/staff', label: '员工管理', permission: 'staff.manage' },
  { path: '/proposals', label: '复核', permission: 'proposal.view' },
];

describe('side menu', () => {
  it('shows only the entries whose permission the staff member holds, in menu order', () => {
    const labels = visibleMenuEntries(ENTRIES, ['proposal.view', 'dashboard.view']).map((entry) => entry.label);
    expect(labels).toEqual(['工作台', '复核']);
  });

  it('shows nothing to staff without permissions', () => {
    expect(visibleMenuEntries(ENTRIES, [])).toEqual([]);
  });

  it('finds the entry of a page and of the pages below it, not of a path that only starts alike', () => {
    expect(menuEntryFor(ENTRIES, '/staff')?.label).toBe('员工管理');
    expect(menuEntryFor(ENTRIES, '/staff/new')?.label).toBe('员工管理');
    expect(menuEntryFor(ENTRIES, '/staffing')).toBeUndefined();
  });

  it('gathers a group under its heading where its first entry stands, keeping the order of the rest', () => {
    const entries: OpsMenuEntry[] = [
      { path: '/dashboard', label: '工作台', permission: 'dashboard.view' },
      { path: '/content/articles', label: '观点文章', permission: 'content.manage', group: 'content' },
      { path: '/customers', label: '客户查询', permission: 'customer.view', group: 'service' },
      { path: '/notices', label: '公告披露', permission: 'content.manage', group: 'content' },
      { path: '/audit', label: '审计日志', permission: 'audit.view' },
    ];
    const shape = menuTree(entries).map((node) =>
      node.kind === 'entry' ? node.entry.label : `${node.label}: ${node.entries.map((entry) => entry.label).join('、')}`,
    );
    expect(shape).toEqual(['工作台', '内容管理: 观点文章、公告披露', '客户服务: 客户查询', '审计日志']);
  });
});
