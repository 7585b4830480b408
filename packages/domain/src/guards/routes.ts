// §2: names of the routes that guards and the account menu refer to.
export const ROUTE_PATHS = {
  home: '/home',
  login: '/login',
  myAssets: '/assets/my_assets',
  assetsDetail: '/assets/assets_detail',
  income: '/assets/income',
  bill: '/assets/bill',
  tradeRecord: '/assets/trade_record',
  myDiviDend: '/assets/my_dividend',
  myFix: '/assets/my_fix',
  personInfo: '/account/person_info',
  updateIdCard: '/account/update_id_card',
  modifyPhone: '/account/modify_phone',
  bank: '/account/bank',
  addBank: '/account/add_bank',
  changeBank: '/account/change_bank',
  bankSign: '/account/bank_sign',
  bankDetail: '/account/bank_detail',
  risk: '/account/risk',
  myHistory: '/account/my_history',
  myFollow: '/account/my_follow',
  safe: '/account/safe',
  modifyLoginPwd: '/account/modify_login_pwd',
  modifyTradePwd: '/account/modify_trade_pwd',
  resetTradePwd: '/account/reset_trade_pwd',
  role: '/enterprise/role',
  enterpriseInfo: '/enterprise/enterprise_info',
  purchase: '/trade/purchase',
  sell: '/trade/sell',
  fix: '/trade/fix',
  change: '/trade/change',
  dividend: '/trade/dividend',
  openaccount: '/auth/openaccount',
  // Where closing the account ends: public, so that the cleared session meets no login guard.
  accountClosed: '/auth/closed',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

export interface RouteTarget {
  name: RouteName;
  path: string;
}

export function routeTarget(name: RouteName): RouteTarget {
  return { name, path: ROUTE_PATHS[name] };
}

// §4: the checks of the guard chain, in the order they run.
export const GUARD_ORDER = ['login', 'enterprise', 'openAccount', 'idCardUpload', 'profile', 'risk', 'idExpiry'] as const;

export type GuardCheck = (typeof GUARD_ORDER)[number];

// Which checks a route needs; the order in this list does not matter, GUARD_ORDER decides.
export type GuardRequirement = readonly GuardCheck[];

const ALL: GuardRequirement = GUARD_ORDER;
// §6: sell and change skip the login and open-account checks.
const TRADE_HOLDING: GuardRequirement = ['enterprise', 'idCardUpload', 'profile', 'risk', 'idExpiry'];
// §6: the account area needs an opened account, except the pages a user without one may see.
const ACCOUNT: GuardRequirement = ['login', 'openAccount'];
const LOGIN_ONLY: GuardRequirement = ['login'];

export const ROUTE_REQUIREMENTS = {
  myAssets: ACCOUNT,
  assetsDetail: ACCOUNT,
  income: ACCOUNT,
  bill: ACCOUNT,
  tradeRecord: ACCOUNT,
  myDiviDend: ACCOUNT,
  myFix: ACCOUNT,
  personInfo: LOGIN_ONLY,
  updateIdCard: ACCOUNT,
  modifyPhone: ACCOUNT,
  bank: ACCOUNT,
  addBank: ACCOUNT,
  changeBank: ACCOUNT,
  bankSign: ACCOUNT,
  bankDetail: ACCOUNT,
  risk: ACCOUNT,
  myHistory: LOGIN_ONLY,
  myFollow: LOGIN_ONLY,
  safe: LOGIN_ONLY,
  modifyLoginPwd: LOGIN_ONLY,
  modifyTradePwd: ACCOUNT,
  resetTradePwd: ACCOUNT,
  role: LOGIN_ONLY,
  enterpriseInfo: LOGIN_ONLY,
  purchase: ALL,
  fix: ALL,
  sell: TRADE_HOLDING,
  change: TRADE_HOLDING,
  // Changing the dividend method is not trading in §6's sense: an opened account suffices.
  dividend: ACCOUNT,
  openaccount: LOGIN_ONLY,
} as const satisfies Partial<Record<RouteName, GuardRequirement>>;

export type GuardedRouteName = keyof typeof ROUTE_REQUIREMENTS;

// Routes not in the map (public pages) need nothing.
export function requirementFor(name: string): GuardRequirement {
  return Object.hasOwn(ROUTE_REQUIREMENTS, name) ? ROUTE_REQUIREMENTS[name as GuardedRouteName] : [];
}
