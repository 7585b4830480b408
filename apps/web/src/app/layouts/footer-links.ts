// §2 footer links.
export const FOOTER_LINKS = [
  { label: '联系我们', to: '/footer/contact_us' },
  { label: '投资者权益须知', to: '/footer/rights' },
  { label: '风险提示', to: '/footer/risk_disclosure' },
  { label: '反洗钱', to: '/footer/aml' },
  { label: '反商业贿赂', to: '/footer/anti_bribery' },
  { label: '免责声明', to: '/footer/disclaimers' },
] as const;

// §1: the site is for reference only and investing carries risk.
export const FOOTER_LEGAL = [
  '本网站所载信息仅供参考，不构成任何投资建议或收益承诺。',
  '基金有风险，投资需谨慎。基金过往业绩不代表其未来表现，基金管理人管理的其他基金的业绩不构成对本基金业绩表现的保证。投资者在作出投资决策前，请认真阅读基金合同、招募说明书和产品资料概要等法律文件，充分了解产品风险收益特征，并根据自身风险承受能力审慎选择。',
] as const;
