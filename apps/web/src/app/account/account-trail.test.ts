import { accountMenu, ROUTE_PATHS } from '@fund-direct/domain/guards';
import { describe, expect, it } from 'vitest';
import { accountTrail } from './account-trail.ts';

describe('account trail', () => {
  it('highlights the menu entry of a child page and builds its breadcrumbs', () => {
    const blocks = accountMenu({ isEnterprise: 0, custbelongto: '1' }, { assets: ['fix'] });
    const trail = accountTrail(blocks, 'modifyLoginPwd');
    expect(trail.entry?.label).toBe('账户安全');
    expect(trail.title).toBe('修改登录密码');
    expect(trail.crumbs).toEqual([
      { title: '个人中心', to: ROUTE_PATHS.personInfo },
      { title: '账户安全', to: ROUTE_PATHS.safe },
      { title: '修改登录密码' },
    ]);
    expect(accountTrail(blocks, 'safe').crumbs).toHaveLength(2);
  });
});
