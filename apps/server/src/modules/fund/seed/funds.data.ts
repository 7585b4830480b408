import type { FundStatus, FundTypeCode, ProductRiskLevel } from '@fund-direct/domain/codes';
import type { FeeProfileKey } from './fee-profiles.ts';

// The seeded fund range of 沣泽基金: every §3 fund type and status, listed (state '1') and one
// delisted fund (state '0').

export interface ManagerAssignment {
  manId: string;
  // Defaults to the fund's setup date (or the day after the former manager left).
  since?: string;
}

export interface Walk {
  alpha: number;
  beta: number;
  vol: number;
}

export interface SeedFund {
  code: string;
  name: string;
  shortName: string;
  fundType: FundTypeCode;
  riskLevel: ProductRiskLevel;
  status: FundStatus;
  state?: '0' | '1';
  // null while raising; the raise window is then set.
  setupDate: string | null;
  raise?: { start: string; end: string };
  shareClass: 'A' | 'B' | 'C' | '';
  benchmark: string;
  fees: FeeProfileKey;
  // Seeded walk: daily return = alpha / 245 + beta × market return + vol × noise.
  walk?: Walk;
  dividends?: number;
  split?: boolean;
  recommendOrder?: number;
  managers: ManagerAssignment[];
  former?: { manId: string; until: string };
}

const B_MIX_60 = '沪深300指数收益率×60%+中债综合指数收益率×40%';
const B_MIX_80 = '沪深300指数收益率×80%+中债综合指数收益率×20%';
const B_STOCK = '中证800指数收益率×85%+中债综合指数收益率×15%';
const B_BOND = '中债综合全价（总值）指数收益率';
const B_MONEY = '七天通知存款利率（税后）';
const B_SHORT = '中债综合财富（1年以下）指数收益率×80%+一年期定期存款利率（税后）×20%';
const B_300 = '沪深300指数收益率×95%+银行活期存款利率（税后）×5%';
const B_500 = '中证500指数收益率×95%+银行活期存款利率（税后）×5%';
const B_1000 = '中证1000指数收益率×95%+银行活期存款利率（税后）×5%';

const EQUITY: Walk = { alpha: 0.03, beta: 0.9, vol: 0.007 };
const MIXED: Walk = { alpha: 0.025, beta: 0.75, vol: 0.006 };
const BALANCED: Walk = { alpha: 0.025, beta: 0.45, vol: 0.004 };
const INDEX: Walk = { alpha: 0.02, beta: 1, vol: 0.003 };
const BOND: Walk = { alpha: 0.042, beta: 0, vol: 0.0009 };
const SHORT_BOND: Walk = { alpha: 0.026, beta: 0, vol: 0.00025 };

export const SEED_FUNDS: readonly SeedFund[] = [
  { code: '000512', name: '沣泽价值精选混合A', shortName: '沣泽价值精选A', fundType: '1', riskLevel: 'R3', status: '0', setupDate: '2012-06-18', shareClass: 'A', benchmark: B_MIX_80, fees: 'equityA', walk: MIXED, dividends: 2, recommendOrder: 1, managers: [{ manId: '1001' }], former: { manId: '1003', until: '2016-08-31' } },
  { code: '000513', name: '沣泽价值精选混合C', shortName: '沣泽价值精选C', fundType: '1', riskLevel: 'R3', status: '0', setupDate: '2012-06-18', shareClass: 'C', benchmark: B_MIX_80, fees: 'equityC', walk: MIXED, managers: [{ manId: '1001' }], former: { manId: '1003', until: '2016-08-31' } },
  { code: '001266', name: '沣泽成长优选混合', shortName: '沣泽成长优选', fundType: '1', riskLevel: 'R4', status: '0', setupDate: '2015-05-20', shareClass: '', benchmark: B_MIX_80, fees: 'equityA', walk: MIXED, managers: [{ manId: '1002' }] },
  { code: '002318', name: '沣泽均衡配置混合', shortName: '沣泽均衡配置', fundType: '1', riskLevel: 'R3', status: '0', setupDate: '2016-03-09', shareClass: '', benchmark: B_MIX_60, fees: 'equityA', walk: BALANCED, dividends: 1, managers: [{ manId: '1003' }, { manId: '1012', since: '2022-03-01' }] },
  { code: '005671', name: '沣泽新兴产业混合A', shortName: '沣泽新兴产业A', fundType: '1', riskLevel: 'R4', status: '0', setupDate: '2018-01-16', shareClass: 'A', benchmark: B_MIX_80, fees: 'equityA', walk: EQUITY, recommendOrder: 2, managers: [{ manId: '1004' }], former: { manId: '1002', until: '2021-02-26' } },
  { code: '009420', name: '沣泽稳健平衡一年持有期混合', shortName: '沣泽稳健平衡一年持有', fundType: '1', riskLevel: 'R3', status: '4', setupDate: '2020-07-08', shareClass: '', benchmark: B_MIX_60, fees: 'equityA', walk: BALANCED, managers: [{ manId: '1012' }] },
  { code: '012851', name: '沣泽医疗健康混合', shortName: '沣泽医疗健康', fundType: '1', riskLevel: 'R4', status: '0', setupDate: '2021-06-22', shareClass: '', benchmark: '中证医药卫生指数收益率×80%+中债综合指数收益率×20%', fees: 'equityA', walk: EQUITY, managers: [{ manId: '1005' }] },
  { code: '016725', name: '沣泽科技创新混合', shortName: '沣泽科技创新', fundType: '1', riskLevel: 'R4', status: '0', setupDate: '2022-10-19', shareClass: '', benchmark: '中证科技龙头指数收益率×80%+中债综合指数收益率×20%', fees: 'equityA', walk: EQUITY, managers: [{ manId: '1004' }] },
  { code: '024108', name: '沣泽优势企业混合', shortName: '沣泽优势企业', fundType: '1', riskLevel: 'R3', status: '0', setupDate: '2026-08-18', shareClass: '', benchmark: B_MIX_60, fees: 'equityA', walk: MIXED, managers: [{ manId: '1002' }] },
  { code: '000936', name: '沣泽消费升级股票', shortName: '沣泽消费升级', fundType: '2', riskLevel: 'R4', status: '0', setupDate: '2013-03-15', shareClass: '', benchmark: '中证主要消费指数收益率×85%+中债综合指数收益率×15%', fees: 'equityA', walk: EQUITY, dividends: 1, split: true, recommendOrder: 3, managers: [{ manId: '1005' }], former: { manId: '1001', until: '2017-12-29' } },
  { code: '003550', name: '沣泽先进制造股票', shortName: '沣泽先进制造', fundType: '2', riskLevel: 'R4', status: '0', setupDate: '2017-02-08', shareClass: '', benchmark: B_STOCK, fees: 'equityA', walk: EQUITY, managers: [{ manId: '1002' }] },
  { code: '010338', name: '沣泽新能源主题股票', shortName: '沣泽新能源', fundType: '2', riskLevel: 'R5', status: '0', setupDate: '2020-11-10', shareClass: '', benchmark: '中证新能源指数收益率×85%+中债综合指数收益率×15%', fees: 'equityA', walk: { alpha: 0.02, beta: 1.05, vol: 0.008 }, managers: [{ manId: '1004' }] },
  { code: '018246', name: '沣泽高端装备股票', shortName: '沣泽高端装备', fundType: '2', riskLevel: 'R4', status: '0', setupDate: '2023-05-23', shareClass: '', benchmark: B_STOCK, fees: 'equityA', walk: EQUITY, managers: [{ manId: '1003' }] },
  { code: '000288', name: '沣泽稳健收益债券A', shortName: '沣泽稳健收益A', fundType: '3', riskLevel: 'R2', status: '0', setupDate: '2012-09-05', shareClass: 'A', benchmark: B_BOND, fees: 'bondA', walk: BOND, dividends: 3, recommendOrder: 4, managers: [{ manId: '1006' }], former: { manId: '1007', until: '2015-10-30' } },
  { code: '000289', name: '沣泽稳健收益债券C', shortName: '沣泽稳健收益C', fundType: '3', riskLevel: 'R2', status: '0', setupDate: '2012-09-05', shareClass: 'C', benchmark: B_BOND, fees: 'bondC', walk: BOND, managers: [{ manId: '1006' }], former: { manId: '1007', until: '2015-10-30' } },
  { code: '002769', name: '沣泽纯债债券', shortName: '沣泽纯债', fundType: '3', riskLevel: 'R2', status: '0', setupDate: '2016-07-12', shareClass: '', benchmark: B_BOND, fees: 'bondA', walk: BOND, dividends: 2, managers: [{ manId: '1007' }] },
  { code: '006430', name: '沣泽信用增利债券', shortName: '沣泽信用增利', fundType: '3', riskLevel: 'R2', status: '0', setupDate: '2018-11-06', shareClass: '', benchmark: '中债信用债总财富指数收益率', fees: 'bondA', walk: BOND, managers: [{ manId: '1008' }] },
  { code: '008115', name: '沣泽三年定期开放债券', shortName: '沣泽三年定开债', fundType: '3', riskLevel: 'R2', status: '2', setupDate: '2019-12-10', shareClass: '', benchmark: '三年期定期存款利率（税后）+1.0%', fees: 'bondA', walk: BOND, managers: [{ manId: '1007' }] },
  { code: '013902', name: '沣泽可转债债券', shortName: '沣泽可转债', fundType: '3', riskLevel: 'R3', status: '0', setupDate: '2021-11-30', shareClass: '', benchmark: '中证转债指数收益率×80%+中债综合指数收益率×20%', fees: 'bondA', walk: { alpha: 0.03, beta: 0.3, vol: 0.003 }, managers: [{ manId: '1008' }] },
  { code: '007260', name: '沣泽养老目标日期2035三年持有期混合(FOF)', shortName: '沣泽养老2035', fundType: '4', riskLevel: 'R3', status: '9', setupDate: '2019-07-02', shareClass: '', benchmark: '中证800指数收益率×45%+中债综合指数收益率×55%', fees: 'fof', walk: BALANCED, managers: [{ manId: '1012' }] },
  { code: '014655', name: '沣泽稳进配置一年持有期混合(FOF)', shortName: '沣泽稳进配置FOF', fundType: '4', riskLevel: 'R3', status: '0', setupDate: '2022-01-18', shareClass: '', benchmark: '中证800指数收益率×20%+中债综合指数收益率×80%', fees: 'fof', walk: { alpha: 0.03, beta: 0.15, vol: 0.002 }, managers: [{ manId: '1012' }] },
  { code: '000372', name: '沣泽货币A', shortName: '沣泽货币A', fundType: '5', riskLevel: 'R1', status: '0', setupDate: '2013-11-12', shareClass: 'A', benchmark: B_MONEY, fees: 'moneyA', managers: [{ manId: '1008' }], former: { manId: '1006', until: '2018-05-31' } },
  { code: '000373', name: '沣泽货币B', shortName: '沣泽货币B', fundType: '5', riskLevel: 'R1', status: '0', setupDate: '2013-11-12', shareClass: 'B', benchmark: B_MONEY, fees: 'moneyB', managers: [{ manId: '1008' }], former: { manId: '1006', until: '2018-05-31' } },
  { code: '004228', name: '沣泽现金宝货币', shortName: '沣泽现金宝', fundType: '5', riskLevel: 'R1', status: '0', setupDate: '2017-03-21', shareClass: '', benchmark: B_MONEY, fees: 'moneyA', recommendOrder: 5, managers: [{ manId: '1008' }] },
  { code: '011570', name: '沣泽添利货币', shortName: '沣泽添利货币', fundType: '5', riskLevel: 'R1', status: '0', setupDate: '2021-03-02', shareClass: '', benchmark: B_MONEY, fees: 'moneyA', managers: [{ manId: '1007' }] },
  { code: '001015', name: '沣泽沪深300指数增强A', shortName: '沣泽沪深300增强A', fundType: '6', riskLevel: 'R4', status: '0', setupDate: '2015-01-20', shareClass: 'A', benchmark: B_300, fees: 'index', walk: INDEX, recommendOrder: 6, managers: [{ manId: '1009' }] },
  { code: '001016', name: '沣泽沪深300指数增强C', shortName: '沣泽沪深300增强C', fundType: '6', riskLevel: 'R4', status: '0', setupDate: '2015-01-20', shareClass: 'C', benchmark: B_300, fees: 'equityC', walk: INDEX, managers: [{ manId: '1009' }] },
  { code: '004870', name: '沣泽中证500指数增强', shortName: '沣泽中证500增强', fundType: '6', riskLevel: 'R4', status: '0', setupDate: '2017-08-15', shareClass: '', benchmark: B_500, fees: 'index', walk: INDEX, managers: [{ manId: '1010' }] },
  { code: '015590', name: '沣泽中证1000指数增强', shortName: '沣泽中证1000增强', fundType: '6', riskLevel: 'R4', status: '0', setupDate: '2022-06-28', shareClass: '', benchmark: B_1000, fees: 'index', walk: { alpha: 0.03, beta: 1.1, vol: 0.004 }, managers: [{ manId: '1010' }, { manId: '1009', since: '2024-01-02' }] },
  { code: '003996', name: '沣泽红利优选混合(LOF)', shortName: '沣泽红利优选LOF', fundType: '7', riskLevel: 'R3', status: '0', setupDate: '2017-01-10', shareClass: '', benchmark: '中证红利指数收益率×70%+中债综合指数收益率×30%', fees: 'equityA', walk: BALANCED, dividends: 2, managers: [{ manId: '1003' }] },
  { code: '010985', name: '沣泽创新成长混合(LOF)', shortName: '沣泽创新成长LOF', fundType: '7', riskLevel: 'R4', status: '0', setupDate: '2021-01-19', shareClass: '', benchmark: B_MIX_80, fees: 'equityA', walk: EQUITY, managers: [{ manId: '1005' }] },
  { code: '000041', name: '沣泽全球科技(QDII)', shortName: '沣泽全球科技QDII', fundType: '8', riskLevel: 'R5', status: '5', setupDate: '2012-11-20', shareClass: '', benchmark: '纳斯达克100指数收益率×80%+人民币活期存款利率（税后）×20%', fees: 'qdii', walk: { alpha: 0.11, beta: 0.2, vol: 0.013 }, managers: [{ manId: '1011' }] },
  { code: '006201', name: '沣泽恒生科技指数(QDII)', shortName: '沣泽恒生科技QDII', fundType: '8', riskLevel: 'R4', status: '0', setupDate: '2018-08-28', shareClass: '', benchmark: '经汇率调整后的恒生科技指数收益率×95%+人民币活期存款利率（税后）×5%', fees: 'qdii', walk: { alpha: 0.01, beta: 0.5, vol: 0.015 }, managers: [{ manId: '1011' }] },
  { code: '017344', name: '沣泽美元债债券(QDII)', shortName: '沣泽美元债QDII', fundType: '8', riskLevel: 'R3', status: '0', setupDate: '2023-02-14', shareClass: '', benchmark: '彭博巴克莱美国综合债券指数收益率（经汇率调整）', fees: 'qdii', walk: { alpha: 0.045, beta: 0, vol: 0.003 }, managers: [{ manId: '1011' }] },
  { code: '012736', name: '沣泽中证红利ETF', shortName: '沣泽红利ETF', fundType: '9', riskLevel: 'R4', status: '0', setupDate: '2021-08-11', shareClass: '', benchmark: '中证红利指数收益率', fees: 'etf', walk: { alpha: 0.04, beta: 0.8, vol: 0.004 }, managers: [{ manId: '1009' }] },
  { code: '019108', name: '沣泽科创50ETF', shortName: '沣泽科创50ETF', fundType: '9', riskLevel: 'R5', status: '0', setupDate: '2024-03-12', shareClass: '', benchmark: '上证科创板50成份指数收益率', fees: 'etf', walk: { alpha: 0.01, beta: 1.2, vol: 0.006 }, managers: [{ manId: '1010' }] },
  { code: '002105', name: '沣泽安心保本混合', shortName: '沣泽安心保本', fundType: '10', riskLevel: 'R2', status: '2', setupDate: '2015-12-01', shareClass: '', benchmark: '三年期定期存款利率（税后）', fees: 'bondA', walk: { alpha: 0.035, beta: 0.05, vol: 0.0012 }, managers: [{ manId: '1006' }] },
  { code: '008893', name: '沣泽稳盈1号单一资产管理计划', shortName: '沣泽稳盈1号', fundType: '11', riskLevel: 'R3', status: '0', setupDate: '2020-03-17', shareClass: '', benchmark: '年化6.0%', fees: 'special', walk: { alpha: 0.04, beta: 0.25, vol: 0.003 }, managers: [{ manId: '1012' }] },
  { code: '007016', name: '沣泽超短债债券A', shortName: '沣泽超短债A', fundType: '12', riskLevel: 'R1', status: '0', setupDate: '2019-04-16', shareClass: 'A', benchmark: B_SHORT, fees: 'shortA', walk: SHORT_BOND, recommendOrder: 7, managers: [{ manId: '1007' }] },
  { code: '007017', name: '沣泽超短债债券C', shortName: '沣泽超短债C', fundType: '12', riskLevel: 'R1', status: '0', setupDate: '2019-04-16', shareClass: 'C', benchmark: B_SHORT, fees: 'shortC', walk: SHORT_BOND, managers: [{ manId: '1007' }] },
  { code: '008606', name: '沣泽如意1号集合资产管理计划', shortName: '沣泽如意1号', fundType: '13', riskLevel: 'R3', status: '0', setupDate: '2019-11-26', shareClass: '', benchmark: '中证800指数收益率×30%+中债综合指数收益率×70%', fees: 'collective', walk: { alpha: 0.035, beta: 0.3, vol: 0.003 }, managers: [{ manId: '1003' }] },
  { code: '009788', name: '沣泽聚利债券型集合资产管理计划', shortName: '沣泽聚利集合', fundType: '14', riskLevel: 'R2', status: '6', setupDate: '2020-06-30', shareClass: '', benchmark: B_BOND, fees: 'bondA', walk: BOND, managers: [{ manId: '1006' }] },
  { code: '012009', name: '沣泽创新动力混合', shortName: '沣泽创新动力', fundType: '15', riskLevel: 'R3', status: '0', setupDate: '2021-04-13', shareClass: '', benchmark: B_MIX_60, fees: 'equityA', walk: MIXED, managers: [{ manId: '1002' }] },
  { code: '023415', name: '沣泽研究驱动混合A', shortName: '沣泽研究驱动A', fundType: '1', riskLevel: 'R3', status: '1', setupDate: null, raise: { start: '2026-11-16', end: '2026-12-11' }, shareClass: 'A', benchmark: B_MIX_60, fees: 'equityA', managers: [{ manId: '1001' }] },
  { code: '023560', name: '沣泽安享30天持有期债券', shortName: '沣泽安享30天', fundType: '3', riskLevel: 'R2', status: '1', setupDate: null, raise: { start: '2026-11-09', end: '2026-11-27' }, shareClass: '', benchmark: B_BOND, fees: 'bondA', managers: [{ manId: '1006' }] },
  { code: '001888', name: '沣泽瑞丰混合', shortName: '沣泽瑞丰', fundType: '1', riskLevel: 'R3', status: '0', state: '0', setupDate: '2015-07-01', shareClass: '', benchmark: B_MIX_60, fees: 'equityA', walk: MIXED, managers: [{ manId: '1001' }] },
];
