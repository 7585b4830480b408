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
    description: '个人客户：已开户、身份证已上传、资料完整、风险评测（平衡型 C3）有效',
  },
  {
    mobile: '13800000002',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '个人客户：已注册，尚未开户',
  },
  {
    mobile: '13800000003',
    password: DEMO_PASSWORD,
    tradePassword: DEMO_TRADE_PASSWORD,
    description: '机构客户：已开户，机构户不能在线交易',
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
