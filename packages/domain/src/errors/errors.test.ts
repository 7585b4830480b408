import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mobileSchema } from '../validate/schemas.ts';
import {
  AppError,
  describeZodIssues,
  ERRORS,
  FIELD_LABELS,
  isErrorEnvelope,
  isSilentResponse,
  SILENT_CODES,
  type ValidationIssue,
} from './index.ts';

function issuesOf(schema: z.ZodType, value: unknown): ValidationIssue[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
}

describe('describeZodIssues', () => {
  const body = z.object({
    mobile: mobileSchema,
    keyWord: z.string().max(5),
    pageParam: z.object({ pageNum: z.number().int().min(1) }),
    fundType: z.enum(['1', '2']),
    extra: z.string(),
  });

  it('keeps a Chinese message from the schema', () => {
    expect(describeZodIssues(issuesOf(body.pick({ mobile: true }), { mobile: '123' }))).toBe('请输入正确的手机号码');
  });

  it('names a missing field as empty', () => {
    expect(describeZodIssues(issuesOf(body.pick({ mobile: true }), {}))).toBe('手机号码不能为空');
  });

  it('names a wrong type as a bad format', () => {
    expect(describeZodIssues(issuesOf(body.pick({ mobile: true }), { mobile: 13800138000 }))).toBe('手机号码格式不正确');
  });

  it('names a too long string', () => {
    expect(describeZodIssues(issuesOf(body.pick({ keyWord: true }), { keyWord: '基金经理张三' }))).toBe('搜索关键词过长');
  });

  it('labels a nested field by its last name', () => {
    const issues = issuesOf(body.pick({ pageParam: true }), { pageParam: { pageNum: 0 } });
    expect(describeZodIssues(issues)).toBe('页码低于允许范围');
  });

  it('names an enum value outside the list', () => {
    expect(describeZodIssues(issuesOf(body.pick({ fundType: true }), { fundType: '9' }))).toBe('基金类型取值不正确');
  });

  it('falls back to the dotted path for unknown fields', () => {
    const schema = z.object({ foo: z.object({ barBaz: z.string() }) });
    expect(describeZodIssues(issuesOf(schema, { foo: {} }))).toBe('foo.barBaz不能为空');
  });

  it('uses the first issue only', () => {
    expect(describeZodIssues(issuesOf(body, {}))).toBe('手机号码不能为空');
  });

  it('lists unrecognised keys of a strict object', () => {
    const schema = z.strictObject({ amount: z.string() });
    expect(describeZodIssues(issuesOf(schema, { amount: '1', hack: 1 }))).toBe('不支持的参数：hack');
  });

  it('gives the default validation text when there is no issue', () => {
    expect(describeZodIssues([])).toBe(ERRORS.VALIDATION.msg);
  });

  it('has a label for every encrypted credential field', () => {
    expect(FIELD_LABELS.tradePassword).toBe('交易密码');
    expect(FIELD_LABELS.cardNo).toBe('银行卡号');
  });
});

describe('envelopes', () => {
  it('accepts the silent codes and any response with results', () => {
    for (const code of SILENT_CODES) expect(isSilentResponse({ code, msg: '' })).toBe(true);
    expect(isSilentResponse({ code: '9999', msg: 'x', results: [] })).toBe(true);
    expect(isSilentResponse({ code: '9999', msg: 'x' })).toBe(false);
  });

  it('recognises an error envelope', () => {
    expect(isErrorEnvelope({ code: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg })).toBe(true);
    expect(isErrorEnvelope({ code: '0000', msg: '成功' })).toBe(false);
  });

  it('counts a numeric code with a msg as an error envelope (§5: both present)', () => {
    expect(isErrorEnvelope({ code: 1001, msg: '请求参数不正确' })).toBe(true);
    expect(isErrorEnvelope({ code: '9999', msg: 0 })).toBe(true);
  });

  it('does not count the codes §8 accepts silently', () => {
    for (const code of SILENT_CODES) expect(isErrorEnvelope({ code, msg: 'x' })).toBe(false);
    expect(isErrorEnvelope({ code: 40, msg: 'x' })).toBe(true);
  });

  it('needs both code and msg', () => {
    expect(isErrorEnvelope({ code: '1001', msg: null })).toBe(false);
    expect(isErrorEnvelope({ msg: '请求参数不正确' })).toBe(false);
  });
});

describe('AppError', () => {
  it('takes code, default message and HTTP status from the catalogue', () => {
    const error = new AppError('UNAUTHORIZED');
    expect([error.code, error.message, error.http]).toEqual(['1401', '登录已失效，请重新登录', 401]);
  });

  it('keeps a more specific message and details', () => {
    const error = new AppError('VALIDATION', '手机号码不能为空', { field: 'mobile' });
    expect(error.message).toBe('手机号码不能为空');
    expect(error.details).toEqual({ field: 'mobile' });
    expect(error).toBeInstanceOf(Error);
  });

  it('accepts an ad-hoc definition', () => {
    expect(new AppError({ code: '2001', msg: '余额不足', http: 200 }).code).toBe('2001');
  });
});

describe('describeZodIssues on a union', () => {
  it('names the field of the first alternative instead of the request', () => {
    const schema = z.union([z.object({ sessionId: z.string() }), z.object({ others: z.literal(true) })]);
    expect(describeZodIssues(issuesOf(schema, {}))).toBe('sessionId不能为空');
  });
});
