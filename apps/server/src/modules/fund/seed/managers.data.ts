// The twelve fund managers of 沣泽基金. Avatars are SVG files under the image base address.

export interface SeedManager {
  manId: string;
  name: string;
  title: string;
  education: string;
  careerStartDate: string;
  biography: string;
  // Background of the generated avatar.
  colour: string;
}

export const SEED_MANAGERS: readonly SeedManager[] = [
  {
    manId: '1001',
    name: '陈思远',
    title: '权益投资部总监、基金经理',
    education: '复旦大学经济学硕士',
    careerStartDate: '2006-07-01',
    colour: '#B8322F',
    biography:
      '陈思远先生，复旦大学经济学硕士，CFA。2006年起先后任职于国内大型券商研究所与保险资产管理公司，从事消费、金融行业研究。2012年加入沣泽基金，历任行业研究员、研究部副总监，现任权益投资部总监。投资上坚持自下而上精选个股，重视企业的自由现金流与长期竞争优势，以合理价格买入优质公司并长期持有。',
  },
  {
    manId: '1002',
    name: '林晓峰',
    title: '基金经理',
    education: '清华大学工学硕士',
    careerStartDate: '2010-07-01',
    colour: '#1F5FA8',
    biography:
      '林晓峰先生，清华大学工学硕士。具有十余年证券从业经历，曾任沣泽基金电子、高端制造行业研究员。擅长成长股投资，关注产业趋势与技术迭代带来的结构性机会，在估值与成长之间寻求平衡，注重组合的行业分散与回撤控制。',
  },
  {
    manId: '1003',
    name: '王雅琴',
    title: '基金经理',
    education: '中国人民大学金融学硕士',
    careerStartDate: '2008-07-01',
    colour: '#7A4FA3',
    biography:
      '王雅琴女士，中国人民大学金融学硕士。曾任职于大型公募基金公司宏观策略组，2011年加入沣泽基金，历任策略研究员、专户投资经理。投资风格均衡稳健，注重宏观与行业配置相结合，偏好分红稳定、估值合理的价值型资产。',
  },
  {
    manId: '1004',
    name: '张博文',
    title: '基金经理',
    education: '北京大学理学博士',
    careerStartDate: '2013-07-01',
    colour: '#0E7C66',
    biography:
      '张博文先生，北京大学理学博士，研究方向为新材料。2013年加入沣泽基金，长期覆盖新能源、半导体和新材料行业。坚持深度产业研究，通过跟踪产业链供需与技术路线变化，挖掘具备全球竞争力的中国制造企业。',
  },
  {
    manId: '1005',
    name: '刘子涵',
    title: '基金经理',
    education: '上海交通大学医学硕士、金融学硕士',
    careerStartDate: '2011-07-01',
    colour: '#C27419',
    biography:
      '刘子涵女士，上海交通大学医学硕士、金融学硕士。拥有医学与金融复合背景，曾任医药行业首席研究员。管理消费与医疗主题产品，重视商业模式与渠道壁垒，强调在景气度与估值之间做好匹配。',
  },
  {
    manId: '1006',
    name: '赵明轩',
    title: '固定收益部总监、基金经理',
    education: '南开大学经济学博士',
    careerStartDate: '2005-07-01',
    colour: '#2F6B8F',
    biography:
      '赵明轩先生，南开大学经济学博士。曾任职于商业银行金融市场部，负责债券投资与流动性管理。2012年加入沣泽基金，现任固定收益部总监。以利率与信用研究为基础，严控信用风险，追求稳定的绝对收益。',
  },
  {
    manId: '1007',
    name: '孙静怡',
    title: '基金经理',
    education: '中央财经大学金融学硕士',
    careerStartDate: '2012-07-01',
    colour: '#A23E6C',
    biography:
      '孙静怡女士，中央财经大学金融学硕士。历任沣泽基金固定收益研究员、交易员，具有丰富的债券交易与短端流动性管理经验。管理纯债、超短债及货币市场基金，注重组合久期与流动性的精细化管理。',
  },
  {
    manId: '1008',
    name: '周凯',
    title: '基金经理',
    education: '厦门大学经济学硕士',
    careerStartDate: '2009-07-01',
    colour: '#4C7A2B',
    biography:
      '周凯先生，厦门大学经济学硕士。曾任证券公司固定收益部信用分析师，2014年加入沣泽基金。擅长信用债与可转债研究，建立了覆盖城投、产业债的内部评级体系，在控制回撤的前提下力争获取超额收益。',
  },
  {
    manId: '1009',
    name: '吴海宁',
    title: '量化投资部总监、基金经理',
    education: '美国哥伦比亚大学金融工程硕士',
    careerStartDate: '2010-07-01',
    colour: '#355C9A',
    biography:
      '吴海宁先生，美国哥伦比亚大学金融工程硕士。曾在海外资产管理机构从事量化研究，2014年回国加入沣泽基金，创建量化投资部。负责指数增强与ETF产品，以多因子模型为核心，严格控制跟踪误差，力求稳定超越基准。',
  },
  {
    manId: '1010',
    name: '郑欣然',
    title: '基金经理',
    education: '浙江大学统计学硕士',
    careerStartDate: '2015-07-01',
    colour: '#8A5A2B',
    biography:
      '郑欣然女士，浙江大学统计学硕士。2015年加入沣泽基金量化投资部，负责因子挖掘与组合优化。管理中证500、中证1000指数增强及科创板ETF产品，注重模型的稳健性与交易成本控制。',
  },
  {
    manId: '1011',
    name: '黄立诚',
    title: '国际投资部总监、基金经理',
    education: '香港大学金融学硕士',
    careerStartDate: '2007-07-01',
    colour: '#5B6770',
    biography:
      '黄立诚先生，香港大学金融学硕士，具有香港证监会持牌资格。曾任职于香港资产管理公司，覆盖美股与港股科技板块。2012年加入沣泽基金，负责QDII产品的投资管理，重视全球资产配置与汇率风险管理。',
  },
  {
    manId: '1012',
    name: '许文博',
    title: '多资产投资部总监、基金经理',
    education: '武汉大学经济学硕士',
    careerStartDate: '2009-07-01',
    colour: '#6D4C41',
    biography:
      '许文博先生，武汉大学经济学硕士，FRM。曾任保险资产管理公司资产配置研究员，2016年加入沣泽基金，负责FOF、养老目标基金及专户产品。以大类资产配置为核心，通过精选基金与风险预算管理，追求长期稳健的投资回报。',
  },
];
