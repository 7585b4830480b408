import { CONVERSION_RULE, INVESTOR_RIGHTS, PRIVACY_POLICY, RISK_LEVEL_METHOD } from './agreements-rules.ts';
import { FAX_TRADE, ONLINE_TRADE, QUICK_PAYMENT, REMITTANCE_RULE } from './agreements-trade.ts';
import type { SeedDocument } from './doc-builder.ts';

const SIGNATURE = [
  '申请人签字（机构加盖预留印鉴）：＿＿＿＿＿＿＿＿　　日期：＿＿＿＿年＿＿月＿＿日',
  '直销中心受理人：＿＿＿＿＿＿＿＿　　复核人：＿＿＿＿＿＿＿＿',
];

const FORM_NOTE = [
  '请用黑色签字笔以正楷填写，带“*”的栏目为必填项。表格内容不得涂改，如有修改请在修改处签字（或加盖预留印鉴）确认。',
  '填写完毕后请携带本人有效身份证件原件及复印件至沣泽基金直销中心办理，或按《传真交易协议》约定传真至021-8036-3939并寄送原件。',
];

// §2 data_download: the forms a customer prints, fills in and brings to the direct-sales centre.
export const FORMS: readonly SeedDocument[] = [
  {
    key: 'account_open_personal',
    kind: 'form',
    title: '沣泽基金开放式基金账户业务申请表（个人）',
    versionDate: '2026-01-01',
    intro: ['业务类型：□ 开立基金账户　□ 登记已有基金账户　□ 开立交易账户'],
    fields: [
      '*投资者姓名',
      '*证件类型',
      '*证件号码',
      '*证件有效期',
      '*性别 / 出生日期',
      '*国籍',
      '*职业',
      '*手机号码',
      '电子邮箱',
      '*联系地址及邮编',
      '*银行账户户名',
      '*开户银行（具体到支行）',
      '*银行账号',
      '对账单寄送方式（□ 电子邮件　□ 短信　□ 不寄送）',
      '实际控制人（□ 本人　□ 他人，请注明）',
      '实际受益人（□ 本人　□ 他人，请注明）',
    ],
    sections: [
      ['填写说明', FORM_NOTE],
      [
        '投资者声明',
        [
          '本人已仔细阅读并同意遵守基金合同、招募说明书及沣泽基金各项业务规则，保证所提供的资料真实、准确、完整，所用资金来源合法。本人已知晓基金投资风险，愿意自行承担投资风险。',
          ...SIGNATURE,
        ],
      ],
    ],
  },
  {
    key: 'account_open_organ',
    kind: 'form',
    title: '沣泽基金开放式基金账户业务申请表（机构）',
    versionDate: '2026-01-01',
    intro: ['业务类型：□ 开立基金账户　□ 登记已有基金账户　□ 开立交易账户'],
    fields: [
      '*机构名称',
      '*机构类型',
      '*统一社会信用代码',
      '*证件有效期',
      '*注册地址',
      '*经营范围',
      '*法定代表人姓名及证件号码',
      '*控股股东或实际控制人',
      '*受益所有人',
      '*经办人姓名及证件号码',
      '*经办人手机号码',
      '*银行账户户名',
      '*开户银行（具体到支行）',
      '*银行账号',
      '*预留印鉴（请在右侧加盖）',
    ],
    sections: [
      [
        '需提交的材料',
        [
          '加盖公章的营业执照副本复印件；法定代表人身份证件复印件；经办人身份证件原件及复印件；加盖公章及法定代表人章的《机构投资者授权委托书》；预留印鉴卡；指定银行账户的开户证明；机构受益所有人信息表。',
        ],
      ],
      ['填写说明', FORM_NOTE],
      ['投资者声明', ['本机构承诺所提供的资料真实、准确、完整，资金来源合法合规，并已知晓基金投资风险。', ...SIGNATURE]],
    ],
  },
  {
    key: 'account_change',
    kind: 'form',
    title: '沣泽基金账户业务变更申请表',
    versionDate: '2026-01-01',
    intro: ['变更类型：□ 个人资料变更　□ 银行账户变更　□ 预留印鉴变更　□ 证件更新　□ 基金账户注销'],
    fields: ['*投资者姓名 / 机构名称', '*基金账号', '*证件类型及号码', '变更前内容', '*变更后内容', '变更原因'],
    sections: [
      [
        '注意事项',
        [
          '变更银行账户时，须同时提交新旧银行账户的开户证明；存在在途交易或未到账的赎回款、分红款时，暂不能办理银行账户变更。',
          '注销基金账户前，须确认该账户下所有基金份额为零且无在途交易。',
          ...FORM_NOTE,
        ],
      ],
      ['签署', SIGNATURE],
    ],
  },
  {
    key: 'trade_application',
    kind: 'form',
    title: '沣泽基金交易业务申请表',
    versionDate: '2026-01-01',
    intro: ['交易类型：□ 认购　□ 申购　□ 赎回　□ 转换　□ 修改分红方式　□ 撤单'],
    fields: [
      '*投资者姓名 / 机构名称',
      '*基金账号',
      '*基金代码及名称',
      '认购 / 申购金额（大写）',
      '赎回 / 转换份额（大写）',
      '转入基金代码（转换时填写）',
      '分红方式（□ 现金分红　□ 红利再投资）',
      '巨额赎回处理（□ 顺延　□ 取消）',
      '撤单的原申请编号',
    ],
    sections: [
      [
        '注意事项',
        [
          '交易日15:00前受理的申请为当日申请，15:00后受理的为下一交易日申请。认购、申购款项应在申请当日17:00前汇达直销专户，具体见《直销汇款支付规则》。',
          ...FORM_NOTE,
        ],
      ],
      [
        '风险确认',
        [
          '本人/本机构已阅读所投资基金的基金合同、招募说明书及产品资料概要，了解产品的风险收益特征，确认该产品与本人/本机构的风险承受能力相匹配。',
          ...SIGNATURE,
        ],
      ],
    ],
  },
  {
    key: 'organ_authorization',
    kind: 'form',
    title: '机构投资者授权委托书',
    versionDate: '2026-01-01',
    intro: ['致：沣泽基金管理有限公司'],
    fields: [
      '*授权机构名称',
      '*统一社会信用代码',
      '*法定代表人',
      '*被授权人姓名',
      '*被授权人证件类型及号码',
      '*被授权人联系电话',
      '*授权期限',
    ],
    sections: [
      [
        '授权事项',
        [
          '兹授权上述被授权人代表本机构办理在沣泽基金直销中心的基金账户开立、变更、注销及基金认购、申购、赎回、转换、修改分红方式、撤单、查询等业务，被授权人在授权范围内签署的文件和办理的业务，本机构均予以承认并承担相应的法律责任。',
          '本授权书自签署之日起生效，至授权期限届满或本机构书面通知撤销授权时止。',
        ],
      ],
      ['签署', ['授权机构（公章）：＿＿＿＿＿＿＿＿　　法定代表人（签章）：＿＿＿＿＿＿＿＿', '日期：＿＿＿＿年＿＿月＿＿日']],
    ],
  },
  {
    key: 'fixed_plan_application',
    kind: 'form',
    title: '沣泽基金定期定额投资业务申请表',
    versionDate: '2026-01-01',
    intro: ['业务类型：□ 开通定投计划　□ 变更定投计划　□ 暂停定投计划　□ 恢复定投计划　□ 终止定投计划'],
    fields: [
      '*投资者姓名',
      '*基金账号',
      '*基金代码及名称',
      '*每期扣款金额（大写）',
      '*扣款周期（□ 每月　□ 每周　□ 每日）',
      '*扣款日（每月1—28日或每周一至周五）',
      '*扣款银行账户',
      '计划开始日期',
      '计划终止条件（□ 无　□ 扣款期数　□ 累计金额）',
    ],
    sections: [
      [
        '定投规则摘要',
        [
          '扣款日为非交易日的，顺延至下一交易日扣款。连续三期扣款失败的，定投计划将自动终止。每期最低扣款金额为人民币10元（含申购费）。',
          ...FORM_NOTE,
        ],
      ],
      ['签署', SIGNATURE],
    ],
  },
];

// §7: the agreement and rule documents served under /resources/agreement/<key>.pdf.
export const AGREEMENTS: readonly SeedDocument[] = [
  FAX_TRADE,
  REMITTANCE_RULE,
  QUICK_PAYMENT,
  INVESTOR_RIGHTS,
  ONLINE_TRADE,
  CONVERSION_RULE,
  RISK_LEVEL_METHOD,
  PRIVACY_POLICY,
];

export function agreementPath(key: string): string {
  return `/resources/agreement/${key}.pdf`;
}

export function formPath(key: string): string {
  return `/resources/forms/${key}.pdf`;
}
