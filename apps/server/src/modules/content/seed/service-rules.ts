import { listHtml, paras, section } from './doc-builder.ts';
import type { ServiceEntry } from './service-entry.ts';

export const RULE_ENTRIES: readonly ServiceEntry[] = [
  {
    serviceType: 'transform_rule',
    title: '基金转换业务规则',
    date: '2026-01-01',
    html: [
      paras([
        '投资者可以将持有的沣泽基金旗下某只开放式基金份额转换为本公司管理的另一只开放式基金份额。转出基金须处于可赎回状态，转入基金须处于可申购状态。',
      ]),
      section(
        '转换费用',
        paras(['转换费用＝转出基金赎回费＋申购补差费。转入基金申购费率高于转出基金的，收取差额部分；低于或等于的，补差费为零。']),
      ),
      section('确认时间', paras(['T日提交的转换申请在T+1日确认，转入份额自T+2日起可查询和赎回。'])),
    ].join('\n'),
    attachments: [{ name: '基金转换业务规则', doc: 'conversion_rule' }],
  },
  {
    serviceType: 'direct_sell_rule',
    title: '直销柜台业务规则',
    date: '2026-01-01',
    html: [
      paras(['沣泽基金直销中心为个人及机构投资者办理开户、交易、资料变更等业务。营业时间为交易日9:00—17:00，交易申请的截止时间为15:00。']),
      section(
        '资金支付',
        paras([
          '通过直销柜台认购、申购的，投资者应将款项从本人（本机构）预留的银行账户汇至本公司直销专户，并在汇款用途中注明基金账号和基金代码，具体见《直销汇款支付规则》。',
        ]),
      ),
      section(
        '业务办理',
        listHtml([
          '个人投资者须本人持有效身份证件办理，委托他人代办的须提供经公证的授权委托书。',
          '机构投资者由经办人持授权委托书及本人身份证件办理，申请表须加盖预留印鉴。',
          '签署《传真交易协议》的投资者可以通过传真方式提交交易申请。',
        ]),
      ),
    ].join('\n'),
    attachments: [
      { name: '直销汇款支付规则', doc: 'remittance_rule' },
      { name: '传真交易协议', doc: 'fax_trade' },
    ],
  },
  {
    serviceType: 'online_trade_rule',
    title: '网上直销交易规则',
    date: '2026-01-01',
    html: [
      paras(['网上直销平台面向年满18周岁的中国大陆个人投资者，提供开户、认购、申购、赎回、转换、定投、修改分红方式、撤单及查询等服务。']),
      section(
        '交易受理',
        paras(['网上交易平台7×24小时受理交易申请。交易日15:00前提交的申请为当日申请，15:00后及非交易日提交的为下一交易日申请。']),
      ),
      section('支付方式', paras(['支持快捷支付和汇款支付两种方式。快捷支付的单笔及单日限额以银行规定为准。'])),
      section(
        '安全提示',
        paras(['请妥善保管登录密码和交易密码，不要在公共电脑上登录，交易完成后请及时退出。连续输错交易密码五次，账户将被锁定至次日。']),
      ),
    ].join('\n'),
    attachments: [
      { name: '网上交易委托协议', doc: 'online_trade' },
      { name: '快捷支付服务协议', doc: 'quick_payment' },
      { name: '隐私政策', doc: 'privacy_policy' },
    ],
  },
  {
    serviceType: 'develop_fund_rule',
    title: '定期定额投资业务规则',
    date: '2026-01-01',
    html: [
      paras([
        '定期定额投资（定投）是指投资者通过网上交易平台或销售机构提交申请，约定每期扣款日、扣款金额及扣款方式，由系统在约定扣款日自动完成扣款和基金申购的投资方式。',
      ]),
      section(
        '扣款周期与金额',
        listHtml([
          '扣款周期可选择每月（1—28日中的任一日）、每周（周一至周五中的任一日）或每个交易日。',
          '每期最低扣款金额为10元（含申购费），以各基金公告为准。',
          '扣款日为非交易日的，顺延至下一交易日。',
        ]),
      ),
      section(
        '计划管理',
        paras(['投资者可以随时暂停、恢复、修改或终止定投计划，修改后的计划自下一扣款周期起生效。连续三期扣款失败的，定投计划自动终止。']),
      ),
      section('费用', paras(['定投的申购费率与日常申购相同，通过网上直销平台定投可享受费率优惠。'])),
    ].join('\n'),
    attachments: [{ name: '基金产品风险等级划分方法', doc: 'risk_level_method' }],
  },
];

export const ORGAN_ENTRIES: readonly ServiceEntry[] = [
  {
    serviceType: 'direct_sell_organ',
    title: '沣泽基金直销机构',
    date: '2026-01-01',
    html: [
      section(
        '直销中心',
        listHtml([
          '地址：上海市浦东新区陆家嘴环路1288号沣泽大厦18层',
          '邮编：200120',
          '电话：021-8036-3999',
          '传真：021-8036-3939',
          '营业时间：交易日9:00—17:00',
        ]),
      ),
      section('网上直销平台', listHtml(['网址：本网站', '客服热线：400-921-7000', '服务时间：7×24小时受理交易申请'])),
      section(
        '直销专户',
        paras([
          '户名：沣泽基金管理有限公司。开户银行及账号请以网上交易平台“汇款信息”页面及直销中心公示的信息为准。本公司不会以个人名义收取任何款项。',
        ]),
      ),
    ].join('\n'),
  },
  {
    serviceType: 'consignment_organ',
    title: '沣泽基金代销机构',
    date: '2026-01-01',
    html: paras([
      '除本公司直销中心和网上直销平台外，投资者还可以通过以下代销机构购买沣泽基金旗下产品。各代销机构代理销售的具体基金、业务开通情况及费率优惠以各机构的规定和本公司相关公告为准。',
      '如需查询某只基金的销售机构，请在基金详情页查看“销售机构”信息。',
    ]),
  },
];

export const PUBLICITY_ENTRIES: readonly ServiceEntry[] = [
  {
    serviceType: 'notice_publicity',
    title: '沣泽基金投资者投诉处理流程公示',
    date: '2026-10-15',
    html: [
      section(
        '投诉渠道',
        listHtml([
          '客服热线：400-921-7000',
          '公司电话：021-8036-3999',
          '传真：021-8036-3939',
          '信函：上海市浦东新区陆家嘴环路1288号沣泽大厦18层 客户服务中心（邮编200120）',
        ]),
      ),
      section(
        '处理时限',
        paras([
          '本公司在收到投诉后一个工作日内受理，十五个工作日内答复处理结果；情况复杂的，可延长至三十个工作日，并告知投资者延期理由。投资者对处理结果不满意的，可以向中国证券投资基金业协会申请调解，或向监管部门反映。',
        ]),
      ),
    ].join('\n'),
  },
  {
    serviceType: 'notice_publicity',
    title: '基金销售人员信息公示',
    date: '2026-09-30',
    html: paras([
      '本公司直销业务人员均已取得基金从业资格，并在中国证券投资基金业协会完成从业人员注册。投资者可以在中国证券投资基金业协会网站“从业人员信息公示”栏目查询本公司从业人员的资格信息。',
      '本公司从业人员不得私下接受投资者委托、不得以个人名义收取款项、不得向投资者承诺收益。',
    ]),
  },
  {
    serviceType: 'notice_publicity',
    title: '网上直销申购费率优惠活动公示',
    date: '2026-07-01',
    html: paras([
      '自2026年7月1日起，个人投资者通过本公司网上直销平台使用绑定银行卡申购旗下收取前端申购费的开放式基金，原申购费率高于0.6%的按原费率1折执行，但优惠后不低于0.6%；原费率不高于0.6%或为固定费用的，按原费率执行。',
    ]),
  },
  {
    serviceType: 'notice_publicity',
    title: '个人信息保护政策公示',
    date: '2026-01-01',
    html: paras([
      '本公司依法收集、使用和保护投资者个人信息。《沣泽基金隐私政策》详细说明了我们收集的信息类型、使用目的、共享范围、存储期限和您享有的权利，请仔细阅读。',
    ]),
    attachments: [{ name: '隐私政策', doc: 'privacy_policy' }],
  },
];

export const DOWNLOAD_ENTRIES: readonly ServiceEntry[] = [
  {
    serviceType: 'data_download',
    title: '开放式基金账户业务申请表（个人）',
    date: '2026-01-05',
    html: paras(['个人投资者在直销中心开立基金账户、登记已有基金账户时填写。']),
    attachments: [{ name: '开放式基金账户业务申请表（个人）', doc: 'account_open_personal' }],
  },
  {
    serviceType: 'data_download',
    title: '开放式基金账户业务申请表（机构）',
    date: '2026-01-05',
    html: paras(['机构投资者在直销中心开立基金账户时填写，须加盖公章及预留印鉴。']),
    attachments: [{ name: '开放式基金账户业务申请表（机构）', doc: 'account_open_organ' }],
  },
  {
    serviceType: 'data_download',
    title: '账户业务变更申请表',
    date: '2026-01-04',
    html: paras(['变更个人资料、银行账户、预留印鉴或注销基金账户时填写。']),
    attachments: [{ name: '账户业务变更申请表', doc: 'account_change' }],
  },
  {
    serviceType: 'data_download',
    title: '交易业务申请表',
    date: '2026-01-03',
    html: paras(['在直销中心或通过传真办理认购、申购、赎回、转换、修改分红方式和撤单时填写。']),
    attachments: [{ name: '交易业务申请表', doc: 'trade_application' }],
  },
  {
    serviceType: 'data_download',
    title: '机构投资者授权委托书',
    date: '2026-01-03',
    html: paras(['机构投资者授权经办人办理基金业务时使用。']),
    attachments: [{ name: '机构投资者授权委托书', doc: 'organ_authorization' }],
  },
  {
    serviceType: 'data_download',
    title: '定期定额投资业务申请表',
    date: '2026-01-02',
    html: paras(['在直销中心开通、变更、暂停或终止定投计划时填写。']),
    attachments: [{ name: '定期定额投资业务申请表', doc: 'fixed_plan_application' }],
  },
  {
    serviceType: 'data_download',
    title: '传真交易协议',
    date: '2026-01-02',
    html: paras(['通过传真方式办理交易的投资者须签署本协议。']),
    attachments: [{ name: '传真交易协议', doc: 'fax_trade' }],
  },
  {
    serviceType: 'data_download',
    title: '直销汇款支付规则',
    date: '2026-01-01',
    html: paras(['通过汇款方式支付认购、申购款项前请阅读。']),
    attachments: [{ name: '直销汇款支付规则', doc: 'remittance_rule' }],
  },
];
