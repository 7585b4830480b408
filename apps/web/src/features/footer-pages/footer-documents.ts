import type { AgreementKey, FooterPageKey } from '@fund-direct/domain/contracts';

// §7: the agreement and rule PDFs that belong with each footer page.
export const FOOTER_DOCUMENTS: Partial<Record<FooterPageKey, readonly AgreementKey[]>> = {
  rights: ['investor_rights', 'risk_level_method'],
  risk_disclosure: ['risk_level_method', 'investor_rights'],
  disclaimers: ['online_trade', 'privacy_policy'],
  contact_us: ['fax_trade', 'remittance_rule'],
  sales_publicity: ['online_trade', 'quick_payment', 'conversion_rule'],
};
