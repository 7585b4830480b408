import { z } from 'zod';
import { DOCUMENT_ID_TYPES, ID_TYPE_ID_CARD, IDCARD_UPLOAD_STATUSES, INTEGRITY_RECORDS } from '../codes/customer.ts';
import { IMAGE_UPLOAD_LIMIT_BYTES, IMAGE_UPLOAD_LIMIT_MB } from '../constants/limits.ts';
import { ID_LONG_TERM, REQUIRED_PROFILE_FIELDS } from '../guards/user-state.ts';
import { parseIdCard } from '../validate/id-card.ts';
import { userInfo } from './auth-user.ts';

// §2 /auth/openaccount and §7 Account calls of account opening, identity, ID card and profile.

export const ACCOUNT_OPENING_TEXT = {
  identityRefused: '身份信息核验未通过，请确认姓名与证件号码一致',
  idnoTaken: '该证件号码已被其他账户使用，请使用原账户登录或联系客服',
  idExpired: '证件已过期，请使用有效期内的证件',
  identityLocked: '您已开户，姓名和证件信息不能修改',
  identityRequired: '请先填写并提交身份信息',
  imageMissing: '请同时上传身份证人像面和国徽面照片',
  imageType: '仅支持JPG、PNG格式的图片',
  imageTooLarge: `图片大小不能超过${IMAGE_UPLOAD_LIMIT_MB}MB`,
  stepsIncomplete: '开户资料尚未完成，请先完成所有步骤',
  enterprise: '机构客户请联系客服办理开户',
  areaInvalid: '请选择正确的省份、城市和区县',
  dictInvalid: (label: string) => `请选择正确的${label}`,
  ocrUnavailable: '暂不支持证件自动识别，请手动填写证件信息',
  uploaded: '身份证照片已提交，正在审核',
  approved: '身份证照片已审核通过',
  opened: '开户成功',
  profileSaved: '个人信息已保存',
} as const;

// Business refusals answer HTTP 200 with their own code, as AUTH_ERRORS do; §8 toasts msg.
export const ACCOUNT_OPENING_ERRORS = {
  IDENTITY_REFUSED: { code: '2201', msg: ACCOUNT_OPENING_TEXT.identityRefused, http: 200 },
  IDNO_TAKEN: { code: '2202', msg: ACCOUNT_OPENING_TEXT.idnoTaken, http: 200 },
  ID_EXPIRED: { code: '2203', msg: ACCOUNT_OPENING_TEXT.idExpired, http: 200 },
  IDENTITY_LOCKED: { code: '2204', msg: ACCOUNT_OPENING_TEXT.identityLocked, http: 200 },
  IDENTITY_REQUIRED: { code: '2205', msg: ACCOUNT_OPENING_TEXT.identityRequired, http: 200 },
  IMAGE_MISSING: { code: '2206', msg: ACCOUNT_OPENING_TEXT.imageMissing, http: 200 },
  IMAGE_TYPE: { code: '2207', msg: ACCOUNT_OPENING_TEXT.imageType, http: 200 },
  IMAGE_TOO_LARGE: { code: '2208', msg: ACCOUNT_OPENING_TEXT.imageTooLarge, http: 200 },
  STEPS_INCOMPLETE: { code: '2209', msg: ACCOUNT_OPENING_TEXT.stepsIncomplete, http: 200 },
  ENTERPRISE: { code: '2210', msg: ACCOUNT_OPENING_TEXT.enterprise, http: 200 },
  AREA_INVALID: { code: '2211', msg: ACCOUNT_OPENING_TEXT.areaInvalid, http: 200 },
  DICT_INVALID: { code: '2212', msg: ACCOUNT_OPENING_TEXT.dictInvalid('选项'), http: 200 },
  // §8: OCR-1111 is accepted silently; the page falls back to manual entry.
  OCR_UNAVAILABLE: { code: 'OCR-1111', msg: ACCOUNT_OPENING_TEXT.ocrUnavailable, http: 200 },
} as const satisfies Record<string, { code: string; msg: string; http: number }>;

// ---- ID-card images -----------------------------------------------------------------------------
export const ID_CARD_IMAGE_MAX_BYTES = IMAGE_UPLOAD_LIMIT_BYTES;
export const ID_CARD_SIDES = ['front', 'back'] as const;
export type IdCardSide = (typeof ID_CARD_SIDES)[number];
export const ID_CARD_SIDE_LABELS = { front: '人像面', back: '国徽面' } as const satisfies Record<IdCardSide, string>;

export type IdCardImageType = 'image/jpeg' | 'image/png';

// The type is read from the first bytes, never from the file name or the declared MIME type.
export function detectImageType(head: Uint8Array): IdCardImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  return null;
}

// ---- identity and profile fields ----------------------------------------------------------------
const YMD = /^\d{8}$/;

export function isRealYmd(value: string): boolean {
  if (!YMD.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const code = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(20, `${label}取值不正确`)
    .regex(/^[\w-]+$/, `${label}取值不正确`);
const optionalCode = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), code(label).optional());
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, `${label}不能超过${max}个字`).optional(),
  );

// A person's name: Chinese or Latin letters, with the middle dot of minority and foreign names.
export const personNameSchema = z
  .string({ error: '请输入姓名' })
  .trim()
  .min(2, '姓名至少2个字')
  .max(30, '姓名不能超过30个字')
  .regex(/^[\u4e00-\u9fa5A-Za-z·•.\s]+$/u, '姓名只能包含中文、英文字母和间隔号');

// §4: ID expiry is yyyymmdd or 长期.
export const idExpirySchema = z
  .string({ error: '请输入证件有效期' })
  .trim()
  .refine((v) => v === ID_LONG_TERM || isRealYmd(v), { message: `证件有效期须为8位日期（如20350101）或“${ID_LONG_TERM}”` });

export const idTypeSchema = z.enum(DOCUMENT_ID_TYPES, { error: '请选择证件类型' });
export const integritySchema = z.enum(Object.keys(INTEGRITY_RECORDS) as ['01', '09'], { error: '请选择诚信记录' });
export const yesNoSchema = z.enum(['1', '0'], { error: '请选择是或否' });
export const zipcodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, '邮政编码须为6位数字');
export const addressDetailSchema = z
  .string({ error: '请输入详细地址' })
  .trim()
  .min(5, '详细地址至少5个字')
  .max(100, '详细地址不能超过100个字');
export const taxIdSchema = z
  .string()
  .trim()
  .min(3, '纳税人识别号至少3位')
  .max(40, '纳税人识别号不能超过40位')
  .regex(/^[A-Za-z\d-]+$/, '纳税人识别号只能包含字母、数字和连字符');
export const otherIdNoSchema = z
  .string()
  .trim()
  .min(5, '请输入正确的证件号码')
  .max(30, '请输入正确的证件号码')
  .regex(/^[A-Za-z\d()（）-]+$/u, '请输入正确的证件号码');

export const birthdaySchema = z.string().trim().refine(isRealYmd, { message: '出生日期须为8位日期（如19900101）' });

// Tax-resident status 1 (only a Chinese tax resident) needs nothing more; 2 and 3 need the other
// jurisdiction's tax ID or the reason there is none (CRS self-certification).
export const TAX_RESIDENT_CHINA_ONLY = '1';

// The editable profile: what step 1 and person_info both save.
export const profileFields = z.object({
  invalidate: idExpirySchema,
  liveNation: code('国籍'),
  workcode: code('职业'),
  annualsalary: code('年收入'),
  educational: code('学历'),
  marriage: optionalCode('婚姻状况'),
  provincecode: code('省份'),
  cityno: code('城市'),
  countyno: code('区县'),
  address: addressDetailSchema,
  zipcode: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), zipcodeSchema.optional()),
  taxResident: code('税收居民身份'),
  taxId: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), taxIdSchema.optional()),
  noTaxIdReason: optionalCode('无纳税人识别号原因'),
  myselfIsContorler: yesNoSchema,
  controllerName: optionalText('实际控制人姓名', 30),
  myselfIsBfcy: yesNoSchema,
  beneficiaryName: optionalText('受益所有人姓名', 30),
  badintegrity: integritySchema,
});

export type ProfileFields = z.infer<typeof profileFields>;

interface RefineContext {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[] }): void;
}

// Cross-field rules of the profile, shared by both requests.
export function checkProfileRules(v: Partial<ProfileFields>, ctx: RefineContext): void {
  if (v.taxResident && v.taxResident !== TAX_RESIDENT_CHINA_ONLY && !v.taxId && !v.noTaxIdReason) {
    ctx.addIssue({ code: 'custom', message: '请填写纳税人识别号或选择无纳税人识别号的原因', path: ['taxId'] });
  }
  if (v.myselfIsContorler === '0' && !v.controllerName) {
    ctx.addIssue({ code: 'custom', message: '实际控制人不是本人时请填写实际控制人姓名', path: ['controllerName'] });
  }
  if (v.myselfIsBfcy === '0' && !v.beneficiaryName) {
    ctx.addIssue({ code: 'custom', message: '受益所有人不是本人时请填写受益所有人姓名', path: ['beneficiaryName'] });
  }
}

const identityFields = z.object({
  custname: personNameSchema,
  idtype: idTypeSchema,
  // Travels RSA-encrypted (ENCRYPTED_FIELDS) and is decrypted before this schema runs.
  idno: z.string({ error: '请输入证件号码' }).trim().min(1, '请输入证件号码').max(30, '请输入正确的证件号码'),
  // Only asked for documents other than the ID card; the ID card number carries both.
  sex: z.enum(['1', '2'], { error: '请选择性别' }).optional(),
  birthday: birthdaySchema.optional(),
});

// POST /api/account/open-account/identity (step 1)
export const identityStepRequest = identityFields.extend(profileFields.shape).superRefine((v, ctx) => {
  if (v.idtype === ID_TYPE_ID_CARD) {
    if (!parseIdCard(v.idno)) ctx.addIssue({ code: 'custom', message: '请输入正确的身份证号码', path: ['idno'] });
  } else {
    if (!otherIdNoSchema.safeParse(v.idno).success) ctx.addIssue({ code: 'custom', message: '请输入正确的证件号码', path: ['idno'] });
    if (!v.sex) ctx.addIssue({ code: 'custom', message: '请选择性别', path: ['sex'] });
    if (!v.birthday) ctx.addIssue({ code: 'custom', message: '请输入出生日期', path: ['birthday'] });
  }
  checkProfileRules(v, ctx);
});

export type IdentityStepRequest = z.infer<typeof identityStepRequest>;

// POST /api/account/user-info/set (person_info): the same profile fields and rules.
export const profileUpdateRequest = profileFields.superRefine(checkProfileRules);
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;
export const profileUpdateResponse = userInfo;

// POST /api/account/id-name/verify
export const idNameVerifyRequest = z
  .object({ custname: personNameSchema, idtype: idTypeSchema, idno: identityFields.shape.idno })
  .superRefine((v, ctx) => {
    if (v.idtype === ID_TYPE_ID_CARD && !parseIdCard(v.idno)) {
      ctx.addIssue({ code: 'custom', message: '请输入正确的身份证号码', path: ['idno'] });
    }
  });
export const idNameVerifyResponse = z.object({ verified: z.literal(true) });

// ---- progress ------------------------------------------------------------------------------------
export const OPEN_ACCOUNT_STEPS = ['identity', 'idCard', 'bankCard', 'tradePassword', 'risk', 'complete', 'done'] as const;
export type OpenAccountStep = (typeof OPEN_ACCOUNT_STEPS)[number];

export const OPEN_ACCOUNT_STEP_LABELS = {
  identity: '身份信息',
  idCard: '上传身份证',
  bankCard: '绑定银行卡',
  tradePassword: '设置交易密码',
  risk: '风险测评',
  complete: '完成开户',
  done: '开户成功',
} as const satisfies Record<OpenAccountStep, string>;

const uploadStatus = z.enum(Object.keys(IDCARD_UPLOAD_STATUSES) as ['0', '1', '2', '3', '4']);

// POST /api/account/open-account/check: computed from the data, so a person resumes where they stopped.
export const openAccountProgress = z.object({
  identityDone: z.boolean(),
  idCardStatus: uploadStatus,
  // Shown when the last upload was rejected (status 4).
  idCardRejectReason: z.string().nullable(),
  bankCardBound: z.boolean(),
  tradePasswordSet: z.boolean(),
  riskDone: z.boolean(),
  opened: z.boolean(),
  fundAccountNo: z.string().nullable(),
  nextStep: z.enum(OPEN_ACCOUNT_STEPS),
});
export type OpenAccountProgress = z.infer<typeof openAccountProgress>;

// Uploaded (1), under review (2) or not needed (3) lets the flow go on; the purchase guard still waits for 1 or 3.
export const ID_CARD_STEP_DONE_STATUSES = ['1', '2', '3'] as const;

export interface ProgressFacts {
  identityDone: boolean;
  idCardStatus: string;
  bankCardBound: boolean;
  tradePasswordSet: boolean;
  riskDone: boolean;
  opened: boolean;
}

// The first step not done yet, in the order of §2 /auth/openaccount.
export function nextOpenAccountStep(f: ProgressFacts): OpenAccountStep {
  if (f.opened) return 'done';
  if (!f.identityDone) return 'identity';
  if (!(ID_CARD_STEP_DONE_STATUSES as readonly string[]).includes(f.idCardStatus)) return 'idCard';
  if (!f.bankCardBound) return 'bankCard';
  if (!f.tradePasswordSet) return 'tradePassword';
  if (!f.riskDone) return 'risk';
  return 'complete';
}

export const openAccountCheckRequest = z.object({}).strict();
export const openAccountIdentityResponse = openAccountProgress;

// POST /api/account/open-account
export const openAccountRequest = z.object({}).strict();
export const openAccountResponse = z.object({ fundAccountNo: z.string(), custbelongto: z.string(), openedAt: z.string() });
export type OpenAccountResponse = z.infer<typeof openAccountResponse>;

// POST /api/account/id-card/upload (multipart: front, back)
export const idCardUploadResponse = z.object({
  idcardupload: uploadStatus,
  reason: z.string().nullable(),
  // True when demo review (ID_REVIEW=auto) approved the images at once.
  approved: z.boolean(),
});
export type IdCardUploadResponse = z.infer<typeof idCardUploadResponse>;

// POST /api/account/id-card/ocr (multipart: front) — OCR-1111 when no OCR service is configured.
export const idCardOcrResponse = z.object({
  custname: z.string().nullable(),
  idno: z.string().nullable(),
  invalidate: z.string().nullable(),
  address: z.string().nullable(),
});
export type IdCardOcrResponse = z.infer<typeof idCardOcrResponse>;

// GET /api/account/profile: what person_info shows and edits (ID and tax numbers masked).
export const profileResponse = z.object({
  custname: z.string().nullable(),
  idtype: z.string().nullable(),
  idno: z.string().nullable(),
  sex: z.string().nullable(),
  birthday: z.string().nullable(),
  mobileno: z.string(),
  invalidate: z.string().nullable(),
  liveNation: z.string().nullable(),
  workcode: z.string().nullable(),
  annualsalary: z.string().nullable(),
  educational: z.string().nullable(),
  marriage: z.string().nullable(),
  provincecode: z.string().nullable(),
  cityno: z.string().nullable(),
  countyno: z.string().nullable(),
  address: z.string().nullable(),
  zipcode: z.string().nullable(),
  taxResident: z.string().nullable(),
  taxIdMasked: z.string().nullable(),
  noTaxIdReason: z.string().nullable(),
  myselfIsContorler: z.string().nullable(),
  controllerName: z.string().nullable(),
  myselfIsBfcy: z.string().nullable(),
  beneficiaryName: z.string().nullable(),
  badintegrity: z.string().nullable(),
  idcardupload: z.string(),
  idcardRejectReason: z.string().nullable(),
  custbelongto: z.string(),
  // §4: user info is complete only when none of REQUIRED_PROFILE_FIELDS is empty.
  missingFields: z.array(z.enum(REQUIRED_PROFILE_FIELDS)),
  complete: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export type IdNameVerifyRequest = z.infer<typeof idNameVerifyRequest>;
