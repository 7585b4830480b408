// §1/§9: contact numbers shown in the footer and the floating toolbar.
export const HOTLINE = '4009217000';
export const HOTLINE_DISPLAY = '400-921-7000';
export const PHONE = '021-8036-3999';
export const FAX = '021-8036-3939';

// The company's registered contact details: the web's brand configuration and the server's seeded content both read them.
export const COMPANY_NAME = '沣泽基金管理有限公司';
export const COMPANY_ADDRESS = '上海市浦东新区陆家嘴环路1288号沣泽大厦18层';
export const COMPANY_ZIP = '200120';
export const SERVICE_EMAIL = 'service@fengzefund.com.cn';
export const SERVICE_HOURS = '交易日8:30—20:00，非交易日9:00—17:00';
