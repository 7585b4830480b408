// Jobs, awards and home adverts of 沣泽基金.

export interface SeedJob {
  id: number;
  title: string;
  department: string;
  location: string;
  headcount: number;
  duties: string[];
  requirements: string[];
  date: string;
}

export const JOBS: readonly SeedJob[] = [
  {
    id: 1,
    title: '权益研究员（先进制造方向）',
    department: '研究部',
    location: '上海',
    headcount: 2,
    duties: [
      '负责机械设备、电力设备、汽车等先进制造行业的深度研究，建立行业和公司研究框架。',
      '跟踪覆盖公司的经营动态，撰写研究报告，提出投资建议。',
      '参与实地调研和产业链专家访谈，为投资决策提供支持。',
    ],
    requirements: [
      '硕士及以上学历，理工科背景或经济金融专业优先。',
      '三年以上相关行业研究经验，有卖方或买方研究经验者优先。',
      '具备扎实的财务分析能力和独立思考能力，逻辑清晰、表达流畅。',
      '具有基金从业资格或在入职后六个月内取得。',
    ],
    date: '2026-11-12',
  },
  {
    id: 2,
    title: '信用研究员',
    department: '固定收益部',
    location: '上海',
    headcount: 1,
    duties: [
      '负责产业债、城投债等信用主体的研究和内部评级。',
      '建立和维护信用债券池，跟踪存量持仓的信用风险。',
      '参与信用风险事件的分析与处置。',
    ],
    requirements: [
      '硕士及以上学历，经济、金融、会计等相关专业。',
      '两年以上信用研究或评级经验。',
      '熟悉企业财务报表分析，具备较强的风险意识。',
    ],
    date: '2026-11-05',
  },
  {
    id: 3,
    title: '量化研究员',
    department: '量化投资部',
    location: '上海',
    headcount: 2,
    duties: ['负责多因子选股模型、指数增强策略的研究与开发。', '负责量化策略的回测、归因分析与优化。', '维护量化研究平台和数据处理流程。'],
    requirements: [
      '硕士及以上学历，数学、统计、计算机、金融工程等相关专业。',
      '熟练掌握Python或C++，具备良好的编程能力和数据处理能力。',
      '有量化投资研究经验或相关竞赛获奖经历者优先。',
    ],
    date: '2026-10-28',
  },
  {
    id: 4,
    title: '前端开发工程师',
    department: '信息技术部',
    location: '上海',
    headcount: 1,
    duties: [
      '负责网上交易平台、官方网站等前端页面的设计与开发。',
      '优化页面性能和用户体验，保障页面的可访问性和兼容性。',
      '与后端、测试、产品团队协作，按时交付高质量的功能。',
    ],
    requirements: [
      '本科及以上学历，计算机相关专业。',
      '三年以上前端开发经验，熟悉React、TypeScript及现代前端工程化工具。',
      '有金融类产品开发经验者优先，重视代码质量和安全规范。',
    ],
    date: '2026-10-20',
  },
  {
    id: 5,
    title: '合规专员',
    department: '监察稽核部',
    location: '上海',
    headcount: 1,
    duties: [
      '负责公司业务的合规审查，包括产品法律文件、宣传推介材料和信息披露文件。',
      '跟踪监管法规变化，组织合规培训和合规检查。',
      '参与反洗钱相关工作。',
    ],
    requirements: [
      '硕士及以上学历，法律、金融相关专业，具有法律职业资格者优先。',
      '两年以上金融机构合规或律师事务所相关工作经验。',
      '工作严谨细致，具有良好的沟通协调能力。',
    ],
    date: '2026-10-10',
  },
  {
    id: 6,
    title: '客户服务专员',
    department: '客户服务中心',
    location: '上海',
    headcount: 3,
    duties: [
      '通过热线、在线客服等渠道解答投资者咨询，受理业务申请和投诉。',
      '协助开展投资者教育活动。',
      '整理客户反馈，提出服务改进建议。',
    ],
    requirements: [
      '本科及以上学历，金融、经济相关专业优先。',
      '普通话标准，具有良好的沟通能力和服务意识。',
      '具有基金从业资格或在入职后六个月内取得。',
    ],
    date: '2026-09-25',
  },
  {
    id: 7,
    title: '机构销售经理',
    department: '机构业务部',
    location: '北京',
    headcount: 1,
    duties: ['负责银行、保险、财务公司等机构客户的开发与维护。', '根据客户需求提供产品方案和投资服务。', '组织机构客户路演和交流活动。'],
    requirements: ['本科及以上学历，三年以上资产管理行业机构销售经验。', '具有良好的客户资源和沟通能力。', '具有基金从业资格。'],
    date: '2026-09-15',
  },
];

export interface SeedAward {
  id: number;
  title: string;
  issuer: string;
  year: number;
}

// Award titles and issuers are the company's own records of its honours; images live under assets/images/awards.
export const AWARDS: readonly SeedAward[] = [
  { id: 1, title: '年度最佳固收投资团队', issuer: '年度公募基金行业评选', year: 2025 },
  { id: 2, title: '三年期积极债券型优秀基金', issuer: '年度公募基金行业评选', year: 2025 },
  { id: 3, title: '年度投资者教育优秀机构', issuer: '金融消费者权益保护评选', year: 2025 },
  { id: 4, title: '五年期稳健回报基金管理公司', issuer: '资产管理年度论坛', year: 2024 },
  { id: 5, title: '年度优秀FOF产品', issuer: '养老金融年度评选', year: 2024 },
  { id: 6, title: '年度金融科技创新奖', issuer: '金融科技应用评选', year: 2024 },
  { id: 7, title: '年度客户服务优秀团队', issuer: '金融客户服务年度评选', year: 2023 },
  { id: 8, title: '年度ESG责任投资先锋机构', issuer: '责任投资年度论坛', year: 2023 },
];

export interface SeedAdvert {
  id: number;
  position: number;
  kind: 'image' | 'video';
  title: string;
  image: string;
  link: string | null;
  videoUrl: string | null;
  sort: number;
  startAt: string | null;
  endAt: string | null;
}

// Position 1 is the home banner. One advert has expired and stays out of the list.
export const ADVERTS: readonly SeedAdvert[] = [
  {
    id: 1,
    position: 1,
    kind: 'image',
    title: '长期投资 · 稳健前行',
    image: '/resources/media/images/banners/banner-1.svg',
    link: '/enterhy',
    videoUrl: null,
    sort: 1,
    startAt: null,
    endAt: null,
  },
  {
    id: 2,
    position: 1,
    kind: 'image',
    title: '网上直销 一站办理',
    image: '/resources/media/images/banners/banner-2.svg',
    link: '/auth/register',
    videoUrl: null,
    sort: 2,
    startAt: '2026-01-01',
    endAt: null,
  },
  {
    id: 3,
    position: 1,
    kind: 'image',
    title: '定投计划 积少成多',
    image: '/resources/media/images/banners/banner-3.svg',
    link: '/fund',
    videoUrl: null,
    sort: 3,
    startAt: null,
    endAt: null,
  },
  {
    id: 4,
    position: 1,
    kind: 'image',
    title: '理性投资 远离非法集资',
    image: '/resources/media/images/banners/banner-4.svg',
    link: '/viewpoint',
    videoUrl: null,
    sort: 4,
    startAt: null,
    endAt: null,
  },
  {
    id: 5,
    position: 1,
    kind: 'video',
    title: '走进沣泽：我们的投研团队',
    image: '/resources/media/videos/video-10.svg',
    link: '/viewpoint/viewpoint_video?id=70',
    videoUrl: '/resources/media/videos/video-10.mp4',
    sort: 5,
    startAt: null,
    endAt: null,
  },
  {
    id: 6,
    position: 1,
    kind: 'image',
    title: '新春理财季',
    image: '/resources/media/images/banners/banner-3.svg',
    link: '/fund',
    videoUrl: null,
    sort: 6,
    startAt: '2026-01-20',
    endAt: '2026-02-28',
  },
];
