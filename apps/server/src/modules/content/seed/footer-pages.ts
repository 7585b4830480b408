import { CONTACT } from './about-us.ts';
import { AGENCIES } from './agencies.ts';
import { listHtml, paras, section } from './doc-builder.ts';
import { agreementPath } from './forms.ts';
import { escapeHtml } from './seed-clock.ts';

export interface SeedFooterPage {
  key: string;
  title: string;
  html: string;
  date: string;
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

// The board, supervisors and senior management of 沣泽基金 (the company's own, fictional, officers).
const OFFICERS: readonly (readonly [string, string, string])[] = [
  ['钱守正', '董事长', '经济学博士，2026年1月起任公司董事长。曾任多家金融机构高级管理职务，具有二十余年金融从业经历。'],
  ['沈嘉禾', '董事、总经理', '金融学硕士，2019年起任公司总经理，此前任公司副总经理、投资总监。'],
  ['方启明', '董事', '工商管理硕士，现任股东单位副总裁。'],
  ['韩立言', '独立董事', '法学博士，高校法学院教授，长期从事金融法研究。'],
  ['邵清远', '独立董事', '会计学博士，注册会计师，曾任会计师事务所合伙人。'],
  ['蒋若溪', '独立董事', '经济学博士，长期从事宏观经济与资本市场研究。'],
  ['叶承安', '监事会主席', '经济学硕士，现任股东单位风险管理部总经理。'],
  ['杜雨薇', '职工监事', '管理学硕士，现任公司综合管理部总监。'],
  ['何志远', '副总经理', '金融学硕士，2026年10月起任公司副总经理，分管市场营销与客户服务。'],
  ['罗文清', '督察长', '法学硕士，2018年起任公司督察长，负责监察稽核与合规管理。'],
  ['顾明哲', '首席信息官', '计算机科学硕士，2026年5月起任公司首席信息官，负责信息技术与信息安全。'],
];

const RIGHTS: SeedFooterPage = {
  key: 'rights',
  title: '投资者权益须知',
  date: '2026-01-01',
  html: [
    paras([
      '尊敬的投资者：为保护您的合法权益，请在投资基金前认真阅读《投资者权益须知》，了解基金的基本知识、您的权利与义务、基金销售适当性、费用及投诉处理渠道。',
    ]),
    section(
      '您享有的主要权利',
      listHtml([
        '分享基金财产收益，参与分配清算后的剩余基金财产。',
        '依法申请赎回或转让持有的基金份额。',
        '按照规定要求召开基金份额持有人大会并行使表决权。',
        '查阅或复制公开披露的基金信息资料。',
        '对损害自身合法权益的行为依法提起诉讼。',
        '了解所购买产品的风险等级，获得与自身风险承受能力相匹配的服务。',
      ]),
    ),
    section(
      '投诉与纠纷解决',
      paras([
        `客服热线：${CONTACT.hotlineDisplay}；公司电话：${CONTACT.phone}；传真：${CONTACT.fax}。我们将在十五个工作日内答复您的投诉。`,
      ]),
    ),
    `<p>全文请见：${link(agreementPath('investor_rights'), '《投资者权益须知》（PDF）')}</p>`,
  ].join('\n'),
};

const RISK_DISCLOSURE: SeedFooterPage = {
  key: 'risk_disclosure',
  title: '风险揭示书',
  date: '2026-01-01',
  html: [
    paras([
      '基金投资有风险。投资者在投资基金之前，请仔细阅读本风险揭示书以及基金合同、招募说明书和基金产品资料概要，全面认识基金产品的风险收益特征，并根据自身的投资目的、投资期限、投资经验、资产状况等判断是否与自身风险承受能力相适应。',
    ]),
    section(
      '一、市场风险',
      paras([
        '基金主要投资于证券市场，证券价格受经济周期、政策变化、利率汇率波动、上市公司经营状况及投资者心理等因素影响而波动，导致基金净值波动甚至本金亏损。',
      ]),
    ),
    section(
      '二、流动性风险',
      paras([
        '在市场流动性不足或基金遭遇巨额赎回时，基金可能无法以合理价格及时变现资产，投资者可能面临赎回款延期支付或部分延期赎回的风险。',
      ]),
    ),
    section(
      '三、信用风险',
      paras(['基金所投资债券的发行人可能出现违约、无法按期支付本息，或信用评级下调导致债券价格下跌，从而使基金资产遭受损失。']),
    ),
    section(
      '四、管理风险与操作风险',
      paras([
        '基金管理人的知识、经验、判断和技能会影响其对信息的获取和对经济形势、证券价格走势的判断，从而影响基金收益；基金运作中也可能因内部流程、人员或系统的不完善而产生操作风险。',
      ]),
    ),
    section(
      '五、特定品种风险',
      paras([
        'QDII基金还面临汇率风险、境外市场风险和政治风险；指数基金面临跟踪误差风险；定期开放和持有期基金在封闭期内不能赎回；货币市场基金不等同于银行存款，不能保证本金不受损失。',
      ]),
    ),
    section(
      '六、网上交易风险',
      paras(['互联网交易存在网络中断、黑客攻击、信息泄露、操作失误等风险。请妥善保管账户和密码，通过官方渠道进行交易。']),
    ),
    section(
      '重要提示',
      paras([
        '基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩并不预示其未来表现，基金管理人管理的其他基金的业绩不构成对本基金业绩表现的保证。基金有风险，投资需谨慎。',
      ]),
    ),
    `<p>参考文件：${link(agreementPath('risk_level_method'), '《基金产品风险等级划分方法》（PDF）')}</p>`,
  ].join('\n'),
};

const DISCLAIMERS: SeedFooterPage = {
  key: 'disclaimers',
  title: '免责声明',
  date: '2026-01-01',
  html: [
    paras([
      '本网站由沣泽基金管理有限公司（以下简称“本公司”）运营。访问本网站即表示您已阅读并同意本声明的全部内容。',
      '本网站所载的信息、观点和数据仅供参考，不构成任何投资建议、要约或承诺。投资者应根据自身情况独立作出投资决策，并自行承担投资风险。本公司力求本网站所载信息准确可靠，但不对其准确性、完整性和及时性作任何保证，对因使用本网站信息而引致的任何损失不承担责任。',
      '本网站所载基金的过往业绩不代表其未来表现，基金净值、收益率等数据以基金管理人正式公告为准。',
      '本网站的版权归本公司所有，未经本公司书面许可，任何单位和个人不得复制、转载或以其他方式使用本网站的内容。',
      '本网站可能包含指向第三方网站的链接，该等网站不受本公司控制，本公司对其内容不承担任何责任。',
      '因不可抗力、网络故障、系统维护或第三方原因导致本网站服务中断或信息延误的，本公司不承担责任，但将尽力减少对投资者的影响。',
    ]),
    `<p>个人信息保护：${link(agreementPath('privacy_policy'), '《沣泽基金隐私政策》（PDF）')}</p>`,
  ].join('\n'),
};

const ANTI_BRIBERY: SeedFooterPage = {
  key: 'anti_bribery',
  title: '反商业贿赂声明',
  date: '2026-01-01',
  html: [
    paras(['沣泽基金管理有限公司坚持依法合规经营，严格遵守《中华人民共和国反不正当竞争法》等法律法规，禁止任何形式的商业贿赂行为。']),
    section(
      '我们的承诺',
      listHtml([
        '本公司员工不得以任何名义向客户、合作机构及其工作人员提供或索取、收受回扣、礼金、有价证券及其他不正当利益。',
        '本公司不以返还销售费用以外的利益、提供礼品或其他方式诱导投资者购买基金。',
        '本公司在选择销售机构、服务商和供应商时，坚持公开、公平、公正的原则，不接受任何形式的利益输送。',
        '本公司员工及其近亲属不得利用职务便利为他人谋取不正当利益。',
      ]),
    ),
    section(
      '监督与举报',
      paras([
        `如发现本公司员工存在商业贿赂或其他违规行为，欢迎通过以下方式举报：电话 ${CONTACT.phone}（转监察稽核部）；信函寄至 ${CONTACT.address} 监察稽核部（邮编${CONTACT.zip}）。本公司对举报人信息严格保密。`,
      ]),
    ),
  ].join('\n'),
};

const AML: SeedFooterPage = {
  key: 'aml',
  title: '反洗钱',
  date: '2026-01-01',
  html: [
    paras([
      '根据《中华人民共和国反洗钱法》《金融机构反洗钱和反恐怖融资监督管理办法》等法律法规，本公司依法履行客户身份识别、客户身份资料和交易记录保存、大额交易和可疑交易报告等反洗钱义务。',
    ]),
    section(
      '客户身份识别',
      paras([
        '投资者开立基金账户时，须提供真实、有效的身份证件及相关信息；机构投资者须识别并提供受益所有人信息。客户身份信息发生变更或证件过期时，请及时更新。对于身份不明或拒绝配合身份识别的客户，本公司将拒绝建立业务关系或限制其交易。',
      ]),
    ),
    section(
      '您需要知道的',
      listHtml([
        '请勿出租、出借或出售您的身份证件、银行卡和基金账户。',
        '请使用本人名下的银行账户进行资金往来，本公司不接受第三方支付。',
        '如您的交易存在异常，本公司可能要求您说明资金来源和交易目的。',
        '本公司将依法向中国反洗钱监测分析中心报告大额交易和可疑交易。',
      ]),
    ),
    section(
      '洗钱的危害',
      paras([
        '洗钱活动掩饰、隐瞒犯罪所得及其收益的来源和性质，助长贪污腐败、毒品犯罪、诈骗等违法犯罪活动，破坏金融秩序。远离洗钱，是每一位公民的责任。',
      ]),
    ),
  ].join('\n'),
};

const SALES_PUBLICITY: SeedFooterPage = {
  key: 'sales_publicity',
  title: '销售机构公示',
  date: '2026-11-05',
  html: [
    paras(['以下为沣泽基金旗下基金的销售机构名录。各销售机构代理销售的具体基金以本公司相关公告为准，投资者请通过以下正规渠道购买基金。']),
    table(
      ['序号', '机构名称', '机构类型', '客服电话', '网址'],
      AGENCIES.map((a, i) => [String(i + 1), a.name, a.kind === 'direct' ? '直销' : '代销', a.hotline, a.website ?? '—']),
    ),
  ].join('\n'),
};

const BOND_PUBLICITY: SeedFooterPage = {
  key: 'bond_publicity',
  title: '债券投资交易公示',
  date: '2026-10-31',
  html: [
    paras([
      '根据监管部门关于规范债券交易业务的要求，本公司建立了债券交易的事前审批、事中监控和事后分析制度，严禁利益输送、代持和违规交易，并对旗下基金债券投资交易情况进行公示。',
    ]),
    table(
      ['报告期', '参与债券交易的基金数量', '银行间市场交易笔数', '交易所市场交易笔数', '偏离度超过阈值的交易', '关联方承销债券申购笔数'],
      [
        ['2026年第3季度', '18', '1,246', '532', '0', '2'],
        ['2026年第2季度', '18', '1,187', '498', '0', '1'],
        ['2026年第1季度', '17', '1,052', '461', '0', '0'],
        ['2025年第4季度', '17', '1,098', '476', '0', '1'],
      ],
    ),
    paras(['说明：关联方承销债券的申购均按照市场公允价格进行，并经过公司合规审查和基金托管人复核，履行了必要的信息披露程序。']),
  ].join('\n'),
};

const DJG_PERSONNEL: SeedFooterPage = {
  key: 'DjgPersonnel',
  title: '董事、监事、高级管理人员',
  date: '2026-10-28',
  html: [paras(['以下为沣泽基金管理有限公司现任董事、监事及高级管理人员信息。']), table(['姓名', '职务', '简历'], OFFICERS)].join('\n'),
};

const CONTACT_US: SeedFooterPage = {
  key: 'contact_us',
  title: '联系我们',
  date: '2026-01-01',
  html: [
    listHtml([
      `公司名称：${CONTACT.companyName}`,
      `公司地址：${CONTACT.address}`,
      `邮政编码：${CONTACT.zip}`,
      `客服热线：${CONTACT.hotlineDisplay}`,
      `公司电话：${CONTACT.phone}`,
      `传真：${CONTACT.fax}`,
      `电子邮箱：${CONTACT.email}`,
      `客服时间：${CONTACT.serviceHours}`,
    ]),
    section('直销中心', paras(['地址同上，营业时间为交易日9:00—17:00。机构投资者办理业务请提前预约。'])),
    section('交通指引', paras(['地铁2号线陆家嘴站下车，步行约八分钟。'])),
  ].join('\n'),
};

export const FOOTER_PAGES: readonly SeedFooterPage[] = [
  CONTACT_US,
  RIGHTS,
  RISK_DISCLOSURE,
  DISCLAIMERS,
  ANTI_BRIBERY,
  AML,
  SALES_PUBLICITY,
  BOND_PUBLICITY,
  DJG_PERSONNEL,
];
