import type { RiskOption } from '../../db/schema/account.ts';
import { LOWEST_RISK_QUESTIONS } from '../dictionary/dictionary.public.ts';

export interface SeedQuestion {
  id: number;
  title: string;
  kind: 'score' | 'lowest';
  multiple: boolean;
  options: RiskOption[];
}

const letters = 'ABCDEFGH';

function scored(id: number, title: string, options: readonly [string, number][], multiple = false): SeedQuestion {
  return {
    id,
    title,
    kind: 'score',
    multiple,
    options: options.map(([label, score], i) => ({ value: letters[i]!, label, score })),
  };
}

// Part one: the lowest-risk judgement questions of the dictionary (ids 1–99); "是" makes the customer C1.
const judgementQuestions: SeedQuestion[] = LOWEST_RISK_QUESTIONS.map((item, i) => ({
  id: i + 1,
  title: item.label,
  kind: 'lowest',
  multiple: false,
  options: [
    { value: 'A', label: '是', score: 0, lowest: true },
    { value: 'B', label: '否', score: 0 },
  ],
}));

// Part two: ten scored questions of at most 10 points each (0–100, bands in domain codes/risk-scoring.ts).
const scoredQuestions: SeedQuestion[] = [
  scored(101, '您的年龄是：', [
    ['18周岁（含）至30周岁', 8],
    ['31周岁至40周岁', 10],
    ['41周岁至50周岁', 8],
    ['51周岁至60周岁', 4],
    ['60周岁以上', 1],
  ]),
  scored(102, '您家庭最近三年的平均年收入为：', [
    ['10万元以下', 2],
    ['10万元（含）至30万元', 4],
    ['30万元（含）至50万元', 6],
    ['50万元（含）至100万元', 8],
    ['100万元（含）以上', 10],
  ]),
  scored(103, '您目前可用于投资的金融资产（包括存款、理财、基金、股票、债券等）为：', [
    ['10万元以下', 2],
    ['10万元（含）至50万元', 4],
    ['50万元（含）至100万元', 6],
    ['100万元（含）至500万元', 8],
    ['500万元（含）以上', 10],
  ]),
  scored(104, '您计划用于基金投资的资金占您家庭金融资产的比例为：', [
    ['70%以上', 2],
    ['50%（含）至70%', 4],
    ['30%（含）至50%', 6],
    ['10%（含）至30%', 8],
    ['10%以下', 10],
  ]),
  scored(
    105,
    '您有过哪些金融产品的投资经历？（可多选）',
    [
      ['没有任何投资经验', 0],
      ['银行存款、国债', 1],
      ['银行理财产品、货币市场基金', 3],
      ['债券、债券型基金', 5],
      ['股票、混合型基金、股票型基金', 8],
      ['期货、期权、私募基金等高风险产品', 10],
    ],
    true,
  ),
  scored(106, '您对金融产品及其风险的了解程度为：', [
    ['基本不了解', 1],
    ['了解较少，只了解存款、国债等', 3],
    ['一般了解，懂得基金、股票投资的基本知识', 6],
    ['较为了解，有一定的投资分析能力', 8],
    ['非常了解，具备专业的投资知识', 10],
  ]),
  scored(107, '您计划的投资期限为：', [
    ['1年以下', 2],
    ['1年（含）至3年', 5],
    ['3年（含）至5年', 8],
    ['5年（含）以上', 10],
  ]),
  scored(108, '您的投资目标是：', [
    ['资产保值，保持本金安全，获得与存款相当的收益', 1],
    ['资产稳健增长，可接受小幅波动', 4],
    ['资产较快增长，可接受较大波动', 7],
    ['追求高收益，资产快速增长', 10],
  ]),
  scored(109, '您能承受的最大投资损失（占投资本金的比例）为：', [
    ['5%以内', 1],
    ['5%（含）至10%', 3],
    ['10%（含）至30%', 6],
    ['30%（含）至50%', 8],
    ['50%（含）以上', 10],
  ]),
  scored(110, '如果您投资的基金在短期内下跌20%，您会：', [
    ['立即全部赎回，不能接受这样的损失', 1],
    ['赎回部分，降低风险', 4],
    ['继续持有，等待回升', 7],
    ['逢低加仓，继续买入', 10],
  ]),
];

export const RISK_QUESTIONNAIRE: readonly SeedQuestion[] = [...judgementQuestions, ...scoredQuestions];
