// The indexes the seeded funds' benchmarks name, and each benchmark as its components (the fund contract's words are
// fund.benchmark; these are how it is computed). The walk of an index: daily return = drift / 245 + beta × the seeded
// market's return + vol × noise (random.ts), from `start` points on the first trading day of 2012.

export interface SeedIndex {
  code: string;
  name: string;
  start: number;
  drift: number;
  beta: number;
  vol: number;
}

const index = (code: string, name: string, start: number, drift: number, beta: number, vol: number): SeedIndex => ({
  code,
  name,
  start,
  drift,
  beta,
  vol,
});

export const SEED_INDEXES: readonly SeedIndex[] = [
  index('000300', '沪深300指数', 2345.74, 0, 1, 0.0015),
  index('000906', '中证800指数', 2498.31, 0.005, 1.02, 0.002),
  index('000905', '中证500指数', 4107.92, 0.01, 1.1, 0.005),
  index('000852', '中证1000指数', 4526.18, 0.01, 1.2, 0.006),
  index('000922', '中证红利指数', 2816.45, 0.04, 0.75, 0.004),
  index('000933', '中证医药卫生指数', 5012.6, 0.01, 0.9, 0.007),
  index('931087', '中证科技龙头指数', 1503.27, 0.02, 1.2, 0.008),
  index('000932', '中证主要消费指数', 8964.03, 0.03, 0.9, 0.006),
  index('399808', '中证新能源指数', 1812.55, 0.02, 1.3, 0.009),
  index('000688', '上证科创板50成份指数', 1000, 0, 1.3, 0.009),
  index('000832', '中证转债指数', 251.36, 0.02, 0.35, 0.002),
  index('CBA00101', '中债-综合财富(总值)指数', 141.53, 0.04, 0, 0.0006),
  index('CBA00203', '中债-综合全价(总值)指数', 118.62, 0.006, 0, 0.0006),
  index('CBA02701', '中债-信用债总财富(总值)指数', 131.08, 0.045, 0, 0.0005),
  index('CBA00121', '中债-综合财富(1年以下)指数', 129.47, 0.025, 0, 0.0001),
  index('NDX', '纳斯达克100指数', 2302.85, 0.15, 0.15, 0.012),
  index('HSTECH', '恒生科技指数', 4021.7, 0, 0.5, 0.016),
  index('LBUSTRUU', '彭博巴克莱美国综合债券指数', 1731.4, 0.02, 0, 0.003),
];

export type SeedBenchmarkComponent = { indexCode: string; weight: string } | { rateName: string; annualRate: string; weight: string };

const CSI300 = '000300';
const CSI800 = '000906';
const CHINA_BOND = 'CBA00101';
// Deposit rates after tax (interest tax has been 0 since 2008), as the People's Bank's benchmark rates stand since 2015.
const DEMAND = { rateName: '活期存款利率（税后）', annualRate: '0.003500' };
const ONE_YEAR = { rateName: '一年期定期存款利率（税后）', annualRate: '0.015000' };
const THREE_YEAR = { rateName: '三年期定期存款利率（税后）', annualRate: '0.027500' };
const SEVEN_DAY = { rateName: '七天通知存款利率（税后）', annualRate: '0.013500' };

const mix = (equity: string, equityWeight: string, bondWeight: string): SeedBenchmarkComponent[] => [
  { indexCode: equity, weight: equityWeight },
  { indexCode: CHINA_BOND, weight: bondWeight },
];

// By the benchmark text of funds.data.ts; a test checks that every seeded fund's text is here.
export const SEED_BENCHMARKS: Readonly<Record<string, readonly SeedBenchmarkComponent[]>> = {
  '沪深300指数收益率×60%+中债综合指数收益率×40%': mix(CSI300, '0.6', '0.4'),
  '沪深300指数收益率×80%+中债综合指数收益率×20%': mix(CSI300, '0.8', '0.2'),
  '中证800指数收益率×85%+中债综合指数收益率×15%': mix(CSI800, '0.85', '0.15'),
  '中证800指数收益率×45%+中债综合指数收益率×55%': mix(CSI800, '0.45', '0.55'),
  '中证800指数收益率×30%+中债综合指数收益率×70%': mix(CSI800, '0.3', '0.7'),
  '中证800指数收益率×20%+中债综合指数收益率×80%': mix(CSI800, '0.2', '0.8'),
  '中证医药卫生指数收益率×80%+中债综合指数收益率×20%': mix('000933', '0.8', '0.2'),
  '中证科技龙头指数收益率×80%+中债综合指数收益率×20%': mix('931087', '0.8', '0.2'),
  '中证主要消费指数收益率×85%+中债综合指数收益率×15%': mix('000932', '0.85', '0.15'),
  '中证新能源指数收益率×85%+中债综合指数收益率×15%': mix('399808', '0.85', '0.15'),
  '中证转债指数收益率×80%+中债综合指数收益率×20%': mix('000832', '0.8', '0.2'),
  '中证红利指数收益率×70%+中债综合指数收益率×30%': mix('000922', '0.7', '0.3'),
  '中债综合全价（总值）指数收益率': [{ indexCode: 'CBA00203', weight: '1' }],
  中债信用债总财富指数收益率: [{ indexCode: 'CBA02701', weight: '1' }],
  '中债综合财富（1年以下）指数收益率×80%+一年期定期存款利率（税后）×20%': [
    { indexCode: 'CBA00121', weight: '0.8' },
    { ...ONE_YEAR, weight: '0.2' },
  ],
  '沪深300指数收益率×95%+银行活期存款利率（税后）×5%': [
    { indexCode: CSI300, weight: '0.95' },
    { ...DEMAND, weight: '0.05' },
  ],
  '中证500指数收益率×95%+银行活期存款利率（税后）×5%': [
    { indexCode: '000905', weight: '0.95' },
    { ...DEMAND, weight: '0.05' },
  ],
  '中证1000指数收益率×95%+银行活期存款利率（税后）×5%': [
    { indexCode: '000852', weight: '0.95' },
    { ...DEMAND, weight: '0.05' },
  ],
  '纳斯达克100指数收益率×80%+人民币活期存款利率（税后）×20%': [
    { indexCode: 'NDX', weight: '0.8' },
    { ...DEMAND, weight: '0.2' },
  ],
  '经汇率调整后的恒生科技指数收益率×95%+人民币活期存款利率（税后）×5%': [
    { indexCode: 'HSTECH', weight: '0.95' },
    { ...DEMAND, weight: '0.05' },
  ],
  '彭博巴克莱美国综合债券指数收益率（经汇率调整）': [{ indexCode: 'LBUSTRUU', weight: '1' }],
  中证红利指数收益率: [{ indexCode: '000922', weight: '1' }],
  上证科创板50成份指数收益率: [{ indexCode: '000688', weight: '1' }],
  '三年期定期存款利率（税后）': [{ ...THREE_YEAR, weight: '1' }],
  // The contract's "+1.0%": a fixed yearly 1.0 % on top of the deposit rate.
  '三年期定期存款利率（税后）+1.0%': [
    { ...THREE_YEAR, weight: '1' },
    { rateName: '年化1.0%', annualRate: '0.010000', weight: '1' },
  ],
  '年化6.0%': [{ rateName: '年化6.0%', annualRate: '0.060000', weight: '1' }],
  '七天通知存款利率（税后）': [{ ...SEVEN_DAY, weight: '1' }],
};
