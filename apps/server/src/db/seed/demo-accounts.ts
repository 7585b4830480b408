// The demo customers seeded for trying the site; printed by the server on start.
export interface DemoAccount {
  mobile: string;
  password: string;
  tradePassword: string;
  description: string;
}

export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_TRADE_PASSWORD = '147258';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    mobile: '13800000001',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '个人客户：已开户、已绑卡、风险评测有效，可直接交易',
  },
  {
    mobile: '13800000002',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '个人客户：仅注册未开户，用于体验开户流程',
  },
  {
    mobile: '13800000003',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '机构客户：可查看资产，不能在线交易',
  },
  {
    mobile: '13800000004',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '个人客户：已开户，风险评测已过期，需重新评测',
  },
  {
    mobile: '13800000005',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '个人客户：已开户，身份证已过期，需重新上传',
  },
];
