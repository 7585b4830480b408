import { FUND_TYPES } from '@fund-direct/domain/codes';
import type { SeedFund } from '../../fund/fund-seed.public.ts';
import {
  COMPANY,
  CONSULT_PARAGRAPH,
  RISK_PARAGRAPH,
  cnDate,
  custodianOf,
  fundBasics,
  h,
  infoTable,
  p,
  selfAttachment,
  signOff,
  type NoticeDraft,
} from './notice-html.ts';

export function suspendLargePurchase(fund: SeedFund, date: string, start: string, limitYuan: string): NoticeDraft {
  const title = `关于${fund.name}暂停大额申购（含转换转入、定期定额投资）业务的公告`;
  const html = [
    p(`公告送出日期：${cnDate(date)}`),
    h('1. 公告基本信息'),
    fundBasics(fund, `《公开募集证券投资基金信息披露管理办法》《${fund.name}基金合同》《${fund.name}招募说明书》`),
    infoTable([
      ['暂停大额申购起始日', cnDate(start)],
      ['暂停大额转换转入起始日', cnDate(start)],
      ['暂停大额定期定额投资起始日', cnDate(start)],
      ['限制申购金额（单位：元）', limitYuan],
      ['暂停原因说明', '为保证基金的平稳运作，保护基金份额持有人利益'],
    ]),
    h('2. 其他需要提示的事项'),
    p(
      `（1）自${cnDate(start)}起，单个投资者单日通过全部销售机构累计申购（含转换转入、定期定额投资）本基金的金额不得超过${limitYuan}元。如单日累计申请金额超过上述限额，本基金管理人有权对超过部分予以拒绝。`,
    ),
    p('（2）在暂停大额申购业务期间，本基金的赎回、转换转出等业务正常办理。恢复办理大额申购业务的具体时间将另行公告。'),
    p(CONSULT_PARAGRAPH),
    p(RISK_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'trans', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}

export function resumeLargePurchase(fund: SeedFund, date: string): NoticeDraft {
  const title = `关于${fund.name}恢复大额申购（含转换转入、定期定额投资）业务的公告`;
  const html = [
    p(`公告送出日期：${cnDate(date)}`),
    h('1. 公告基本信息'),
    fundBasics(fund, `《${fund.name}基金合同》《${fund.name}招募说明书》`),
    infoTable([
      ['恢复大额申购日', cnDate(date)],
      ['恢复大额转换转入日', cnDate(date)],
      ['恢复原因说明', '为满足广大投资者的投资需求'],
    ]),
    h('2. 其他需要提示的事项'),
    p(`自${cnDate(date)}起，本基金恢复办理大额申购（含转换转入、定期定额投资）业务，取消单日单个投资者累计申购金额的限制。`),
    p(CONSULT_PARAGRAPH),
    p(RISK_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'trans', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}

export function dividendNotice(fund: SeedFund, date: string, perTen: string, recordDate: string, payDate: string): NoticeDraft {
  const title = `${fund.name}分红公告`;
  const html = [
    p(`公告送出日期：${cnDate(date)}`),
    h('1. 公告基本信息'),
    fundBasics(fund, `《${fund.name}基金合同》《${fund.name}招募说明书》`),
    infoTable([
      ['收益分配基准日', cnDate(recordDate)],
      ['本次分红方案（单位：元/10份基金份额）', perTen],
      ['有关年度分红次数的说明', '本次分红为本年度第1次分红'],
    ]),
    h('2. 与分红相关的其他信息'),
    infoTable([
      ['权益登记日', cnDate(recordDate)],
      ['除息日', cnDate(recordDate)],
      ['现金红利发放日', cnDate(payDate)],
      ['分红对象', '权益登记日在本公司登记在册的本基金全体基金份额持有人'],
      ['红利再投资相关事项的说明', '选择红利再投资方式的投资者，其红利将按除息日的基金份额净值折算为基金份额'],
      ['税收相关事项的说明', '根据财政部、国家税务总局的相关规定，基金向投资者分配的基金收益，暂免征收所得税'],
      ['费用相关事项的说明', '本基金本次分红免收分红手续费；选择红利再投资方式的投资者其红利所转换的基金份额免收申购费用'],
    ]),
    h('3. 其他需要提示的事项'),
    p('权益登记日申请申购的基金份额不享有本次分红权益，权益登记日申请赎回的基金份额享有本次分红权益。'),
    p('投资者可以在权益登记日前通过网上交易平台或销售机构修改分红方式，本次分红以权益登记日之前最后一次选择的分红方式为准。'),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'trans', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}

export function qdiiHoliday(fund: SeedFund, date: string, holiday: string, closedDays: string, resume: string): NoticeDraft {
  const title = `关于${fund.name}${holiday}假期暂停申购、赎回及定期定额投资业务的公告`;
  const html = [
    p(`公告送出日期：${cnDate(date)}`),
    fundBasics(fund, `《${fund.name}基金合同》《${fund.name}招募说明书》`),
    p(
      `因${holiday}假期，本基金主要投资的境外市场于${closedDays}休市。为保障基金平稳运作，维护基金份额持有人利益，本基金将于上述期间暂停办理申购、赎回、转换及定期定额投资业务，并自${cnDate(resume)}起恢复办理。`,
    ),
    p('暂停期间，本基金的基金份额净值将不予披露；恢复办理业务的当日，本基金将正常披露基金份额净值。'),
    p('请投资者提前做好交易安排，避免因假期原因带来不便。'),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'trans', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}

export function onlineFeeDiscount(date: string, start: string): NoticeDraft {
  const title = '关于旗下基金在网上直销平台开展申购费率优惠活动的公告';
  const html = [
    p(
      `为更好地满足广大投资者的理财需求，${COMPANY}（以下简称“本公司”）决定自${cnDate(start)}起，对通过本公司网上直销平台申购（含定期定额投资）旗下开放式基金的个人投资者实行申购费率优惠。`,
    ),
    h('一、适用基金'),
    p('本公司旗下已开通网上直销申购业务、且收取前端申购费用的开放式基金，具体以网上直销平台页面展示为准。'),
    h('二、优惠方式'),
    p(
      '投资者通过本公司网上直销平台使用已绑定的银行卡申购上述基金，原申购费率高于0.6%的，按原费率的1折执行，但优惠后费率不低于0.6%；原申购费率低于或等于0.6%的，或适用固定费用的，按原费率或固定费用执行。',
    ),
    h('三、重要提示'),
    p(
      '本次费率优惠活动不适用于基金的认购费率、赎回费率、转换业务中的赎回费用部分，也不适用于机构投资者。本公司可视情况调整或终止本次优惠活动，届时将另行公告。',
    ),
    p(CONSULT_PARAGRAPH),
    p(RISK_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'trans', title, fundCode: null, date, html, attachments: [selfAttachment(title, html)] };
}

export function openPlanAndConversion(fund: SeedFund, date: string): NoticeDraft {
  const title = `关于${fund.name}开通定期定额投资及转换业务的公告`;
  const html = [
    p(`公告送出日期：${cnDate(date)}`),
    fundBasics(fund, `《${fund.name}基金合同》《${fund.name}招募说明书》《${COMPANY}开放式基金业务规则》`),
    p(
      `为满足投资者的理财需求，本公司决定自${cnDate(date)}起在网上直销平台及部分销售机构开通本基金的定期定额投资业务和与本公司旗下其他开放式基金之间的转换业务。`,
    ),
    h('一、定期定额投资业务'),
    p(
      '投资者可以按月、按周或按日设定扣款周期，每期最低扣款金额为人民币10元（含申购费），各销售机构可在此基础上设定更高的起点金额。定期定额投资的申购费率与日常申购费率相同，实际扣款日为非交易日的，顺延至下一交易日。',
    ),
    h('二、基金转换业务'),
    p(
      '基金转换是指投资者将其持有的本公司某只开放式基金的全部或部分份额，转换为本公司管理的、由同一注册登记机构办理登记的另一只开放式基金份额。转换费用由转出基金的赎回费用和转出、转入基金的申购费用补差两部分构成，具体计算方法见《基金转换业务规则》。',
    ),
    p(CONSULT_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'trans', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}

export function offeringNotice(fund: SeedFund, date: string, start: string, end: string): NoticeDraft {
  const title = `${fund.name}基金份额发售公告`;
  const html = [
    h('重要提示'),
    p(
      `${fund.name}（以下简称“本基金”）的募集已获中国证监会准予注册。中国证监会对本基金募集的注册，并不表明其对本基金的投资价值、市场前景和收益作出实质性判断或保证，也不表明投资于本基金没有风险。`,
    ),
    infoTable([
      ['基金名称', fund.name],
      ['基金代码', fund.code],
      ['基金类型', FUND_TYPES[fund.fundType]],
      ['基金管理人', COMPANY],
      ['基金托管人', custodianOf(fund)],
      ['募集期', `${cnDate(start)}至${cnDate(end)}`],
      ['认购最低金额', '网上直销单笔最低人民币10元'],
    ]),
    p(
      '本基金通过本公司直销中心、网上直销平台及各销售机构公开发售。投资者欲购买本基金，需开立本公司基金账户；已经开立本公司基金账户的投资者可直接认购。',
    ),
    p('募集期内，投资者可多次认购本基金，认购申请一经受理不得撤销。认购费用按每笔认购申请单独计算。'),
    p('本公司可根据募集情况适当延长或缩短募集期，并及时公告。'),
    p(RISK_PARAGRAPH),
    signOff(date),
  ].join('');
  return {
    group: 'issue',
    title,
    fundCode: fund.code,
    date,
    html,
    attachments: [selfAttachment(title, html), selfAttachment(`${fund.name}招募说明书`, prospectusBody(fund))],
  };
}

export function contractEffective(fund: SeedFund, date: string, setup: string): NoticeDraft {
  const title = `${fund.name}基金合同生效公告`;
  const html = [
    p(`公告送出日期：${cnDate(date)}`),
    fundBasics(fund, `《公开募集证券投资基金运作管理办法》《${fund.name}基金合同》`),
    p(
      `本基金经中国证监会准予注册，募集期结束后经会计师事务所验资，募集的基金份额总额及认购户数均符合基金合同生效的条件。本公司已向中国证监会办理完毕基金备案手续，基金合同自${cnDate(setup)}起正式生效。`,
    ),
    p('本基金自基金合同生效之日起不超过三个月开始办理申购、赎回业务，具体业务办理时间将在申购、赎回开始公告中规定。'),
    p(CONSULT_PARAGRAPH),
    p(RISK_PARAGRAPH),
    signOff(date),
  ].join('');
  return { group: 'issue', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}

function prospectusBody(fund: SeedFund): string {
  return [
    h('重要提示'),
    p(
      '本基金经中国证监会准予注册。基金管理人保证招募说明书的内容真实、准确、完整。投资者在投资本基金前，应全面了解本基金的产品特性，充分考虑自身的风险承受能力，理性判断市场，对认购（申购）基金的意愿、时机、数量等投资行为作出独立决策。',
    ),
    h('一、基金的投资'),
    p(`业绩比较基准：${fund.benchmark}。本基金在严格控制风险的前提下，力争实现基金资产的长期稳健增值。`),
    h('二、基金的风险揭示'),
    p(
      '本基金面临的风险包括市场风险、信用风险、流动性风险、管理风险、操作风险、合规风险以及本基金特有的风险等。投资者应认真阅读本招募说明书“风险揭示”章节的全部内容。',
    ),
    h('三、基金的费用与税收'),
    p(
      '本基金的管理费、托管费按前一日基金资产净值的相应年费率逐日计提，按月支付。申购费、赎回费的具体费率详见本招募说明书及基金产品资料概要。',
    ),
    h('四、基金份额的申购与赎回'),
    p(
      '投资人在开放日办理基金份额的申购和赎回，具体办理时间为上海证券交易所、深圳证券交易所的正常交易日的交易时间。申购、赎回遵循“未知价”原则和“金额申购、份额赎回”原则。',
    ),
  ].join('');
}

export function prospectusUpdate(fund: SeedFund, date: string, issueNo: number): NoticeDraft {
  const title = `${fund.name}招募说明书（更新）（${date.slice(0, 4)}年第${issueNo}号）`;
  const html = [
    p(
      `根据《公开募集证券投资基金信息披露管理办法》的有关规定，本公司对${fund.name}招募说明书进行了更新，更新内容主要涉及基金管理人、基金托管人信息及基金投资组合报告、基金业绩等相关章节，更新截止日为${cnDate(date)}，有关财务数据和净值表现数据截止日为上一季度末（财务数据未经审计）。`,
    ),
    prospectusBody(fund),
  ].join('');
  return {
    group: 'issue',
    title,
    fundCode: fund.code,
    date,
    html,
    attachments: [selfAttachment(title, html), selfAttachment(`${fund.name}基金产品资料概要（更新）`, productSummaryBody(fund))],
  };
}

function productSummaryBody(fund: SeedFund): string {
  return [
    p('本概要提供本基金的重要信息，是招募说明书的一部分。作出投资决定前，请阅读完整的招募说明书等销售文件。'),
    h('一、产品概况'),
    infoTable([
      ['基金简称', fund.shortName],
      ['基金代码', fund.code],
      ['基金管理人', COMPANY],
      ['基金托管人', custodianOf(fund)],
      ['基金类型', FUND_TYPES[fund.fundType]],
      ['风险等级', fund.riskLevel],
    ]),
    h('二、基金投资与净值表现'),
    p(`业绩比较基准：${fund.benchmark}。基金的过往业绩不代表未来表现。`),
    h('三、投资本基金涉及的费用'),
    p('申购费、赎回费、管理费、托管费等以招募说明书及相关公告为准。'),
    h('四、风险揭示与重要提示'),
    p(RISK_PARAGRAPH),
  ].join('');
}

export function productSummaryUpdate(fund: SeedFund, date: string): NoticeDraft {
  const title = `${fund.name}基金产品资料概要（更新）`;
  const html = [p(`更新日期：${cnDate(date)}`), productSummaryBody(fund)].join('');
  return { group: 'issue', title, fundCode: fund.code, date, html, attachments: [selfAttachment(title, html)] };
}
