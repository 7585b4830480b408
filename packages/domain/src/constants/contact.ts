// §1/§9: contact numbers shown in the footer and the floating toolbar.
export const HOTLINE = '4009217000';
export const HOTLINE_DISPLAY = '400-921-7000';
export const PHONE = '021-8036-3999';
export const FAX = '021-8036-3939';
