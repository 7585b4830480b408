import type { RouteName } from './routes.ts';
import { hasOpenAccount, isEnterpriseUser, type GuardUser } from './user-state.ts';

export interface MenuEntry {
  key: string;
  label: string;
  // The entry links to the first route; the others keep it highlighted.
  routes: readonly [RouteName, ...RouteName[]];
}

export interface MenuBlock {
  key: 'assets' | 'personal' | 'enterprise';
  title: string;
  entries: readonly MenuEntry[];
}

const ENTRY = {
  assetsDetail: { key: 'assetsDetail', label: '资产明细', routes: ['myAssets', 'assetsDetail'] },
  income: { key: 'income', label: '收益分析', routes: ['income'] },
  tradeRecord: { key: 'tradeRecord', label: '交易记录', routes: ['tradeRecord'] },
  bill: { key: 'bill', label: '账单查询', routes: ['bill'] },
  dividend: { key: 'dividend', label: '我的分红', routes: ['myDiviDend'] },
  fix: { key: 'fix', label: '我的定投', routes: ['myFix'] },
  info: { key: 'info', label: '我的信息', routes: ['personInfo', 'updateIdCard', 'modifyPhone'] },
  bank: { key: 'bank', label: '银行卡管理', routes: ['bank', 'addBank', 'changeBank', 'bankDetail', 'bankSign'] },
  risk: { key: 'risk', label: '风险测评', routes: ['risk'] },
  history: { key: 'history', label: '浏览历史', routes: ['myHistory'] },
  follow: { key: 'follow', label: '我的自选', routes: ['myFollow'] },
  safe: { key: 'safe', label: '账户安全', routes: ['safe', 'modifyLoginPwd', 'modifyTradePwd', 'resetTradePwd'] },
  enterpriseInfo: { key: 'enterpriseInfo', label: '企业信息', routes: ['enterpriseInfo'] },
  security: { key: 'security', label: '安全中心', routes: ['role'] },
} as const satisfies Record<string, MenuEntry>;

const TITLES = { assets: '我的资产', personal: '个人中心', enterprise: '企业中心' } as const;

export interface AccountMenuOptions {
  // §2: one enterprise list variant also has the bill entry.
  enterpriseBill?: boolean;
  // The assets entries whose pages exist (default: all). The block keeps only these, in menu order,
  // and is left out when none remain: the other pages belong to a later issue.
  assets?: readonly AssetsEntryKey[];
}

export type AssetsEntryKey = 'assetsDetail' | 'income' | 'tradeRecord' | 'bill' | 'dividend' | 'fix';

export type MenuUser = Pick<GuardUser, 'isEnterprise' | 'custbelongto'>;

// §2: the account-area side menu for the three kinds of logged-in user.
export function accountMenu(user: MenuUser | null | undefined, options: AccountMenuOptions = {}): MenuBlock[] {
  const blocks = menuBlocks(user, options);
  const built = options.assets;
  if (!built) return blocks;
  return blocks
    .map((block) =>
      block.key === 'assets' ? { ...block, entries: block.entries.filter((e) => (built as readonly string[]).includes(e.key)) } : block,
    )
    .filter((block) => block.entries.length > 0);
}

function menuBlocks(user: MenuUser | null | undefined, options: AccountMenuOptions): MenuBlock[] {
  if (!user) return [];
  if (isEnterpriseUser(user)) {
    const assets = options.enterpriseBill
      ? [ENTRY.assetsDetail, ENTRY.income, ENTRY.tradeRecord, ENTRY.bill, ENTRY.dividend]
      : [ENTRY.assetsDetail, ENTRY.income, ENTRY.tradeRecord, ENTRY.dividend];
    return [
      { key: 'assets', title: TITLES.assets, entries: assets },
      { key: 'enterprise', title: TITLES.enterprise, entries: [ENTRY.enterpriseInfo, ENTRY.security] },
    ];
  }
  if (!hasOpenAccount(user)) {
    return [{ key: 'personal', title: TITLES.personal, entries: [ENTRY.info, ENTRY.history, ENTRY.follow, ENTRY.safe] }];
  }
  return [
    {
      key: 'assets',
      title: TITLES.assets,
      entries: [ENTRY.assetsDetail, ENTRY.income, ENTRY.tradeRecord, ENTRY.bill, ENTRY.dividend, ENTRY.fix],
    },
    {
      key: 'personal',
      title: TITLES.personal,
      entries: [ENTRY.info, ENTRY.bank, ENTRY.risk, ENTRY.history, ENTRY.follow, ENTRY.safe],
    },
  ];
}

// The entry to highlight for the current route.
export function menuEntryFor(blocks: readonly MenuBlock[], route: string): MenuEntry | undefined {
  return blocks.flatMap((block) => block.entries).find((entry) => (entry.routes as readonly string[]).includes(route));
}
