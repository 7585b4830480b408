import type { FundTypeCode } from '@fund-direct/domain/codes';

// The sample clips under assets/videos are short title cards made once with ffmpeg
// (apps/server/assets/videos/make-videos.sh); the seed only points at them.
export interface SeedVideo {
  file: string;
  columnId: number;
  title: string;
  // Line shown on the clip and its poster.
  caption: string;
  summary: string;
  author: string;
  seconds: number;
  paragraphs: readonly string[];
  fundTypes?: readonly FundTypeCode[];
}

export const VIDEOS: readonly SeedVideo[] = [
  {
    file: 'video-01',
    columnId: 3,
    title: '三分钟了解公募基金',
    caption: '三分钟了解公募基金',
    summary: '什么是公募基金？它和股票、存款有什么不同？一段短片讲清楚。',
    author: '沣泽基金客户服务中心',
    seconds: 6,
    paragraphs: [
      '公募基金把众多投资者的资金集合起来，由基金管理人进行专业投资管理，由基金托管人负责资产保管。本期视频用通俗的语言介绍公募基金的运作方式、主要类型和基本特点。',
      '视频要点：集合投资、专业管理、组合分散、信息透明。不同类型的基金风险收益特征不同，请在投资前完成风险测评，选择适合自己的产品。',
    ],
    fundTypes: ['1'],
  },
  {
    file: 'video-02',
    columnId: 3,
    title: '基金定投的“微笑曲线”',
    caption: '定投的微笑曲线',
    summary: '下跌时积累份额，上涨时收获回报——图解定投为什么能平滑成本。',
    author: '沣泽基金客户服务中心',
    seconds: 6,
    paragraphs: [
      '“微笑曲线”形象地描述了定投在一轮市场下跌与回升中的表现：在下跌阶段坚持投入，以较低的价格积累更多份额；当市场回升时，平均成本已经被摊低，更容易实现盈利。',
      '需要提醒的是，定投并不能保证盈利，也不能完全规避市场下跌的风险。坚持纪律、设定合理的止盈目标，是定投成功的关键。',
    ],
    fundTypes: ['6'],
  },
  {
    file: 'video-03',
    columnId: 3,
    title: '手把手教您完成风险测评',
    caption: '如何完成风险测评',
    summary: '风险测评是购买基金前的必经步骤，本视频演示网上测评的完整流程。',
    author: '沣泽基金客户服务中心',
    seconds: 5,
    paragraphs: [
      '根据投资者适当性管理的要求，投资者在购买基金前需要完成风险承受能力评估。本视频演示如何在沣泽基金网上交易平台完成风险测评，并解读测评结果C1至C5的含义。',
      '请您根据自身真实情况如实作答。风险测评结果的有效期一般为一年，过期后需要重新评测。',
    ],
  },
  {
    file: 'video-04',
    columnId: 3,
    title: '网上直销开户操作指引',
    caption: '网上开户操作指引',
    summary: '准备身份证和银行卡，几分钟即可完成网上开户。',
    author: '沣泽基金客户服务中心',
    seconds: 5,
    paragraphs: [
      '本视频介绍在沣泽基金网上交易平台开立基金账户的完整步骤：注册登录、填写身份信息、上传身份证件、绑定银行卡、设置交易密码和完成风险测评。',
      '开户过程中如遇问题，请拨打客服热线400-921-7000，我们的客服人员将为您提供帮助。',
    ],
  },
  {
    file: 'video-05',
    columnId: 3,
    title: '谨防冒充客服诈骗',
    caption: '谨防冒充客服诈骗',
    summary: '官方客服不会索要验证码和密码，遇到可疑来电请挂断并核实。',
    author: '沣泽基金客户服务中心',
    seconds: 5,
    paragraphs: [
      '近期出现不法分子冒充基金公司客服，以“账户异常”“退还费用”等理由诱导投资者转账或提供验证码的情况。本视频列举了几种常见的诈骗话术，并告诉您如何识别和应对。',
      '牢记三不：不透露验证码和密码，不向陌生账户转账，不点击来历不明的链接。沣泽基金唯一官方客服热线为400-921-7000。',
    ],
  },
  {
    file: 'video-06',
    columnId: 2,
    title: '基金经理谈四季度权益投资策略',
    caption: '四季度权益投资策略',
    summary: '盈利修复与估值合理并存，权益资产的中长期配置价值凸显。',
    author: '沣泽基金投资管理部',
    seconds: 6,
    paragraphs: [
      '本期视频中，沣泽基金权益投资团队分享了对四季度市场的看法：宏观经济温和复苏，企业盈利处于修复通道，主要指数估值处于历史中枢偏低位置，权益资产具备较好的中长期配置价值。',
      '在行业配置上，团队倾向于均衡配置，一端关注估值合理、分红稳定的价值资产，另一端关注景气向上的科技和高端制造。',
    ],
    fundTypes: ['2', '1'],
  },
  {
    file: 'video-07',
    columnId: 2,
    title: '固收投资的“慢哲学”',
    caption: '固收投资的慢哲学',
    summary: '票息是债券投资最可靠的收益来源，控制信用风险是第一要务。',
    author: '沣泽基金固定收益部',
    seconds: 5,
    paragraphs: [
      '沣泽基金固定收益团队在视频中分享了团队的投资理念：以票息收益为主要来源，严控信用风险，灵活调整组合久期，力争为持有人提供稳健的回报。',
      '团队表示，在利率处于较低水平的环境下，更要保持对风险的敬畏，不为追求短期收益而过度下沉信用或拉长久期。',
    ],
    fundTypes: ['3'],
  },
  {
    file: 'video-08',
    columnId: 2,
    title: '指数投资：不预测，只执行',
    caption: '指数投资的纪律',
    summary: '低成本、高透明、严纪律，指数基金是长期投资的好工具。',
    author: '沣泽基金量化投资部',
    seconds: 5,
    paragraphs: [
      '指数基金的目标是紧密跟踪标的指数，控制跟踪误差。视频介绍了指数基金的管理流程，包括成分股调整、申赎应对和分红处理等环节。',
      '对于普通投资者而言，宽基指数基金是分享经济长期增长的便捷工具，配合定投使用效果更佳。',
    ],
    fundTypes: ['6', '9'],
  },
  {
    file: 'video-09',
    columnId: 2,
    title: 'FOF如何做资产配置',
    caption: 'FOF如何做资产配置',
    summary: '大类资产配置加优选基金，让投资更省心。',
    author: '沣泽基金多资产投资部',
    seconds: 5,
    paragraphs: [
      'FOF即基金中的基金，通过投资多只基金实现二次分散。视频介绍了沣泽基金多资产团队的配置框架：先确定股债等大类资产的配置比例，再从全市场精选各类资产中的优秀管理人。',
      'FOF适合希望把配置决策交给专业团队、追求较平稳持有体验的投资者。',
    ],
    fundTypes: ['4'],
  },
  {
    file: 'video-10',
    columnId: 5,
    title: '走进沣泽：我们的投研团队',
    caption: '走进沣泽投研团队',
    summary: '一支以研究驱动投资的团队，一种以持有人利益为先的文化。',
    author: '沣泽基金品牌部',
    seconds: 6,
    paragraphs: [
      '本视频带您走进沣泽基金位于上海的投研中心，了解我们的研究体系、投资决策流程和风险管理机制。',
      '沣泽基金坚持“投研一体化”的工作方式，研究员深入产业一线，投资经理与研究员紧密协作，力争以扎实的研究为持有人创造长期回报。',
    ],
  },
];
