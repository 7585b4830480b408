import type { SeedFund } from '../../fund/fund-seed.public.ts';
import {
  ADDRESS,
  COMPANY,
  CONSULT_PARAGRAPH,
  HOTLINE,
  RISK_PARAGRAPH,
  cnDate,
  fundBasics,
  h,
  infoTable,
  p,
  selfAttachment,
  signOff,
  type NoticeDraft,
} from './notice-html.ts';

function draft(group: NoticeDraft['group'], title: string, fundCode: string | null, date: string, parts: string[]): NoticeDraft {
  const html = parts.join('');
  return { group, title, fundCode, date, html, attachments: [selfAttachment(title, html)] };
}

export function managerChange(fund: SeedFund, date: string, kind: '增聘' | '解聘', managerName: string, reason?: string): NoticeDraft {
  const title = `${fund.name}基金经理变更公告`;
  const rows: [string, string][] =
    kind === '增聘'
      ? [
          ['基金经理变更类型', '增聘基金经理'],
          ['新任基金经理姓名', managerName],
          ['共同管理本基金的其他基金经理姓名', '原任基金经理'],
        ]
      : [
          ['基金经理变更类型', '解聘基金经理'],
          ['离任基金经理姓名', managerName],
          ['离任原因', reason ?? '工作调整'],
          ['离任日期', cnDate(date)],
          ['转任本公司其他工作岗位的说明', '转任本公司其他工作岗位'],
        ];
  return draft('temp', title, fund.code, date, [
    p(`公告送出日期：${cnDate(date)}`),
    h('1. 公告基本信息'),
    fundBasics(fund, '《基金管理公司投资管理人员管理指导意见》《公开募集证券投资基金信息披露管理办法》'),
    infoTable(rows),
    h('2. 其他需要说明的事项'),
    p(
      '上述事项已按规定在中国证券投资基金业协会办理相应手续。本次基金经理变更不影响本基金的正常运作，基金的投资目标、投资策略和风险收益特征均保持不变。',
    ),
    signOff(date),
  ]);
}

export function newAgency(funds: readonly SeedFund[], agencyName: string, website: string, hotline: string, date: string): NoticeDraft {
  const title = `关于新增${agencyName}为旗下部分基金销售机构的公告`;
  const list = funds.map((f) => `${f.name}（基金代码：${f.code}）`).join('；');
  return draft('temp', title, null, date, [
    p(
      `根据${COMPANY}（以下简称“本公司”）与${agencyName}签署的销售协议，自${cnDate(date)}起，${agencyName}开始代理销售本公司旗下部分基金。`,
    ),
    h('一、适用基金'),
    p(`${list}。`),
    h('二、业务办理'),
    p(
      `投资者可在${agencyName}办理上述基金的开户、申购、赎回、定期定额投资及转换等业务，具体业务办理流程、规则及费率优惠以${agencyName}的规定为准。`,
    ),
    h('三、咨询方式'),
    infoTable([
      ['销售机构', agencyName],
      ['客户服务电话', hotline],
      ['网址', website],
      ['本公司客户服务电话', HOTLINE],
    ]),
    p(RISK_PARAGRAPH),
    signOff(date),
  ]);
}

export function lofPremiumWarning(fund: SeedFund, date: string): NoticeDraft {
  const title = `关于${fund.name}二级市场交易价格溢价风险提示公告`;
  return draft('temp', title, fund.code, date, [
    p(
      `近期，${fund.name}（场内简称：${fund.shortName}，交易代码：${fund.code}）二级市场交易价格明显高于基金份额参考净值，出现较大幅度的溢价。为保护基金份额持有人的利益，本公司特此提示如下：`,
    ),
    p(
      '一、本基金二级市场的交易价格，除了有基金份额净值变化的风险外，还会受到市场供求关系、系统性风险、流动性风险等其他因素的影响，可能使投资者面临损失。投资者如果盲目投资于高溢价的基金份额，可能遭受重大损失。',
    ),
    p('二、截至本公告披露日，本基金运作正常，无应披露而未披露的重大信息。本公司仍严格按照法律法规及基金合同的规定进行投资运作。'),
    p(
      '三、本基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。敬请投资者注意投资风险，理性投资。',
    ),
    signOff(date),
  ]);
}

export function holderMeeting(fund: SeedFund, date: string, start: string, end: string): NoticeDraft {
  const title = `关于以通讯方式召开${fund.name}基金份额持有人大会的公告`;
  return draft('temp', title, fund.code, date, [
    p(
      `根据《中华人民共和国证券投资基金法》和《${fund.name}基金合同》的有关规定，本基金的基金管理人经与基金托管人协商一致，决定以通讯方式召开本基金的基金份额持有人大会，审议《关于${fund.name}保本周期到期后变更为混合型证券投资基金有关事项的议案》。`,
    ),
    h('一、会议基本情况'),
    infoTable([
      ['会议召开方式', '通讯方式'],
      ['会议投票表决起止时间', `${cnDate(start)}起至${cnDate(end)}17:00止`],
      ['权益登记日', cnDate(start)],
      ['会议通讯表决票的寄达地点', `${ADDRESS} ${COMPANY}客户服务中心`],
    ]),
    h('二、会议审议事项'),
    p('本次会议审议的事项为变更基金类型、调整投资范围和投资策略、修改基金合同等相关事项，具体内容详见附件议案说明。'),
    h('三、表决票的填写和寄交方式'),
    p(
      '基金份额持有人可通过纸质表决票或本公司网上直销平台进行表决。纸质表决票应于会议投票表决截止时间前以专人送交、邮寄或传真方式送达指定地点。',
    ),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ]);
}

export function minPurchaseChange(fund: SeedFund, date: string, amount: string): NoticeDraft {
  const title = `关于调整${fund.name}网上直销最低申购金额的公告`;
  return draft('temp', title, fund.code, date, [
    fundBasics(fund, `《${fund.name}基金合同》《${fund.name}招募说明书》`),
    p(
      `为更好地满足投资者的理财需求，本公司决定自${cnDate(date)}起，将投资者通过本公司网上直销平台申购（含定期定额投资）本基金的单笔最低金额调整为人民币${amount}元（含申购费），追加申购的最低金额同步调整。`,
    ),
    p('其他销售机构的最低申购金额以各销售机构的规定为准，但不得低于基金招募说明书规定的最低金额。'),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ]);
}

export function valuationAdjustment(date: string): NoticeDraft {
  const title = '关于旗下基金调整停牌股票估值方法的公告';
  return draft('temp', title, null, date, [
    p(
      `根据中国证监会《关于证券投资基金估值业务的指导意见》及中国证券投资基金业协会的有关规定，经与基金托管人协商一致，${COMPANY}决定自${cnDate(date)}起，对旗下基金所持有的长期停牌股票采用“指数收益法”进行估值。`,
    ),
    p('待上述股票复牌且其交易体现活跃市场交易特征后，将恢复按交易所收盘价进行估值，届时不再另行公告。'),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ]);
}

export function contractAmendment(date: string): NoticeDraft {
  const title = '关于旗下部分基金修订基金合同及托管协议的公告';
  return draft('temp', title, null, date, [
    p(
      `根据《公开募集证券投资基金信息披露管理办法》及相关法律法规的规定，经与各基金托管人协商一致，并报监管机构备案，${COMPANY}对旗下部分基金的基金合同及托管协议中有关信息披露、基金份额持有人大会召开方式等条款进行了修订。`,
    ),
    p(
      '本次修订系因法律法规更新而作出的相应调整，对基金份额持有人利益无实质性不利影响，根据基金合同的约定无需召开基金份额持有人大会。修订后的基金合同及托管协议自本公告发布之日起生效。',
    ),
    p('修订后的基金合同、托管协议全文将与本公告同日在本公司网站及中国证监会基金电子披露网站披露。'),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ]);
}

export function seniorManagementChange(date: string, role: string, kind: '新任' | '离任', name: string): NoticeDraft {
  const title = `${COMPANY}高级管理人员变更公告`;
  const rows: [string, string][] =
    kind === '新任'
      ? [
          ['高管变更类型', `新任${role}`],
          ['新任高级管理人员姓名', name],
          ['任职日期', cnDate(date)],
          ['是否经中国证监会核准取得高管任职资格', '是'],
        ]
      : [
          ['高管变更类型', `${role}离任`],
          ['离任高级管理人员姓名', name],
          ['离任原因', '个人原因'],
          ['离任日期', cnDate(date)],
        ];
  return draft('company', title, null, date, [
    p(`公告送出日期：${cnDate(date)}`),
    h('1. 公告基本信息'),
    infoTable([['基金管理人名称', COMPANY], ['公告依据', '《证券基金经营机构董事、监事、高级管理人员及从业人员监督管理办法》'], ...rows]),
    h('2. 其他需要说明的事项'),
    p('上述事项已经本公司董事会审议通过，并将按有关规定向监管机构备案。'),
    signOff(date),
  ]);
}

export function antiFraudStatement(date: string): NoticeDraft {
  const title = '关于防范不法分子冒用我司名义进行诈骗活动的声明';
  return draft('company', title, null, date, [
    p(
      `近期，我司发现有不法分子冒用“${COMPANY}”或“沣泽基金”的名义，通过社交软件群组、虚假网站和手机应用程序等渠道，以“内部荐股”“保本高收益理财”“会员专享基金”等为诱饵，诱导投资者向个人账户或不明账户转账。上述行为与我司无关，我司对此郑重声明如下：`,
    ),
    p('一、我司从未通过社交软件群组向投资者推荐股票或承诺投资收益，从未授权任何机构或个人以我司名义开展上述活动。'),
    p(
      `二、我司唯一官方网站为本网站，唯一官方客服热线为${HOTLINE}。我司直销账户均为以“${COMPANY}”名义开立的对公账户，我司不会要求投资者向任何个人账户转账。`,
    ),
    p(
      '三、请广大投资者提高警惕，通过我司官方渠道或经中国证监会批准的基金销售机构购买基金产品。如发现可疑情况，请及时向公安机关报案，并可拨打我司客服热线核实。',
    ),
    p('四、对于冒用我司名义的违法行为，我司将依法追究其法律责任。'),
    signOff(date),
  ]);
}

export function systemUpgrade(date: string, window: string): NoticeDraft {
  const title = '关于网上交易系统升级暂停服务的公告';
  return draft('company', title, null, date, [
    p(
      `为进一步提升系统性能和服务质量，${COMPANY}将于${window}对网上交易系统进行升级维护。升级期间，网上交易平台的开户、交易、查询等全部功能将暂停服务。`,
    ),
    p(
      '系统升级期间提交的交易申请将无法受理，请投资者提前做好交易安排。升级完成后，系统将恢复正常服务，届时不再另行通知。如升级时间有调整，我们将及时在本网站发布公告。',
    ),
    p(`由此给您带来的不便，敬请谅解。如有疑问，请拨打客服热线${HOTLINE}。`),
    signOff(date),
  ]);
}

export function hotlineUpgrade(date: string, window: string): NoticeDraft {
  const title = '关于客户服务热线系统升级的公告';
  return draft('company', title, null, date, [
    p(
      `为提升客户服务体验，${COMPANY}将于${window}对客户服务热线${HOTLINE}进行系统升级。升级期间，人工服务将暂停，自助语音查询服务不受影响。`,
    ),
    p('升级完成后，热线将新增智能语音导航和预约回电功能。投资者如有紧急业务需要，可在升级期间拨打公司电话021-8036-3999。'),
    signOff(date),
  ]);
}

export function amlVerification(date: string): NoticeDraft {
  const title = '关于开展客户身份资料核实与更新工作的公告';
  return draft('company', title, null, date, [
    p(
      `根据《中华人民共和国反洗钱法》《金融机构客户尽职调查和客户身份资料及交易记录保存管理办法》等法律法规的要求，${COMPANY}将对客户身份资料开展持续识别和核实工作。`,
    ),
    p(
      '请身份证件已过期或即将过期、联系方式或职业等信息发生变更的投资者，及时登录本公司网上交易平台，在“个人中心”中更新身份证件影像和个人信息，或前往直销中心办理资料更新。',
    ),
    p('对于身份证件过期且未在合理期限内更新的客户，本公司将根据相关规定对其账户采取限制交易等措施。本公司将严格保护客户的个人信息安全。'),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ]);
}

export function csrReport(date: string, year: number): NoticeDraft {
  const title = `${COMPANY}${year}年度社会责任报告`;
  return draft('company', title, null, date, [
    p(
      `本报告是${COMPANY}发布的年度社会责任报告，全面展示了公司${year}年度在服务实体经济、保护投资者权益、投资者教育、责任投资、员工发展和公益慈善等方面的实践与成效。`,
    ),
    h('一、服务实体经济'),
    p('公司坚持将资金配置到具有长期竞争力的实体企业，全年通过权益和固定收益投资支持先进制造、科技创新、绿色低碳等领域的发展。'),
    h('二、投资者权益保护'),
    p('公司持续完善投资者适当性管理和投诉处理机制，全年开展投资者教育活动数十场，线上投教内容覆盖投资者数十万人次。'),
    h('三、责任投资'),
    p('公司将ESG因素纳入投资研究流程，建立了覆盖主要持仓标的的内部ESG评价体系。'),
    h('四、公益慈善'),
    p('公司启动“沣泽助学”公益计划，资助中西部地区乡村学校改善教学条件，员工志愿服务时长累计超过一千小时。'),
  ]);
}

export function reportReminder(date: string, period: string): NoticeDraft {
  const title = `${COMPANY}旗下基金${period}报告提示性公告`;
  return draft('company', title, null, date, [
    p(
      `本公司董事会及董事保证基金${period}报告所载资料不存在虚假记载、误导性陈述或重大遗漏，并对其内容的真实性、准确性和完整性承担个别及连带责任。`,
    ),
    p(
      `${COMPANY}旗下全部公募基金的${period}报告全文于${cnDate(date)}在本公司网站和中国证监会基金电子披露网站披露，供投资者查阅。如有疑问可拨打本公司客服电话${HOTLINE}咨询。`,
    ),
    p(RISK_PARAGRAPH),
    signOff(date),
  ]);
}

export function chairmanChange(date: string, name: string): NoticeDraft {
  const title = `${COMPANY}关于董事长变更的公告`;
  return draft('company', title, null, date, [
    p(`公告送出日期：${cnDate(date)}`),
    infoTable([
      ['基金管理人名称', COMPANY],
      ['高管变更类型', '新任董事长'],
      ['新任高级管理人员姓名', name],
      ['任职日期', cnDate(date)],
    ]),
    p('上述变更事项已经本公司股东会、董事会审议通过，并将按有关规定向监管机构备案。'),
    signOff(date),
  ]);
}
