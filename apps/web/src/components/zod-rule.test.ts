import { describe, expect, it } from 'vitest';
import type { FormInstance, RuleObject } from 'antd/es/form';
import { passwordsMatch, AUTH_TEXT } from '@fund-direct/domain/contracts';
import { mobileSchema, VALIDATION_MESSAGES } from '@fund-direct/domain/validate';
import { sameAsRule, zodRule } from './zod-rule.ts';

async function run(rule: RuleObject, value: unknown): Promise<string | null> {
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zod rules for antd forms', () => {
  it('shows the schema message, and the required message for an empty field', async () => {
    const rule = zodRule(mobileSchema, '请输入手机号') as RuleObject;
    expect(await run(rule, '13800000001')).toBeNull();
    expect(await run(rule, '123')).toBe(VALIDATION_MESSAGES.mobile);
    expect(await run(rule, '  ')).toBe('请输入手机号');
    expect(await run(zodRule(mobileSchema) as RuleObject, '')).toBeNull();
  });

  it('checks a confirmation against its field with the domain predicate', async () => {
    const form = { getFieldValue: () => 'Abc12345' } as unknown as FormInstance;
    const rule = (sameAsRule('password', passwordsMatch, AUTH_TEXT.passwordMismatch) as (f: FormInstance) => RuleObject)(form);
    expect(await run(rule, 'Abc12345')).toBeNull();
    expect(await run(rule, 'Abc123456')).toBe(AUTH_TEXT.passwordMismatch);
  });
});
