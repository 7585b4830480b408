import type { CodeTable } from './lookup.ts';

// §3: ID types. 10 and 12 are login identifiers, not identity documents.
export const ID_TYPES = {
  '0': '身份证',
  '1': '中国护照',
  '2': '军官证',
  '3': '士兵证',
  '4': '港澳居民来往内地通行证',
  A: '台湾同胞来往内地通行证',
  '10': '手机号',
  '12': '基金账号',
} as const satisfies CodeTable;

export type IdTypeCode = keyof typeof ID_TYPES;

export const ID_TYPE_ID_CARD = '0' satisfies IdTypeCode;

// Document types offered when opening an account, in display order.
export const DOCUMENT_ID_TYPES = ['0', '1', '2', '3', '4', 'A'] as const satisfies readonly IdTypeCode[];

export const LOGIN_ID_TYPES = { mobile: '10', fundAccount: '12' } as const satisfies Record<string, IdTypeCode>;

// §3: ID-card upload status.
export const IDCARD_UPLOAD_STATUSES = {
  '0': '未上传',
  '1': '已上传',
  '2': '审核中',
  '3': '无需上传',
  '4': '可上传',
} as const satisfies CodeTable;

export type IdCardUploadStatus = keyof typeof IDCARD_UPLOAD_STATUSES;

// §4: the upload check passes for "uploaded" and "no upload needed"; under review does not.
export const IDCARD_UPLOAD_SATISFIED = ['1', '3'] as const satisfies readonly IdCardUploadStatus[];

export function isIdCardUploadSatisfied(status: string | null | undefined): boolean {
  return (IDCARD_UPLOAD_SATISFIED as readonly string[]).includes(status ?? '');
}

// §3: integrity record.
export const INTEGRITY_RECORDS = {
  '01': '良好',
  '09': '存在诚信问题',
} as const satisfies CodeTable;

// §3 custtype: '0' institution, '1' personal.
export const INSTITUTION_CUSTTYPE = '0';

// §3: custbelongto '0' means no fund account yet.
export const NO_ACCOUNT_CUSTBELONGTO = '0';

export const ENTERPRISE_FLAG = { personal: 0, enterprise: 1 } as const;
