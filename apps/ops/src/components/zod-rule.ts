import type { FormRule } from 'antd';

// Form rules from the domain zod schemas (CONVENTIONS 1): the form shows the schema's own message,
// so no rule is typed twice. `required` gives the message for an empty field.
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function zodRule(schema: SafeParser, required?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) {
        if (required) throw new Error(required);
        return;
      }
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '输入不正确');
    },
  };
}

// A field that must repeat another (confirm password), with the domain's message and predicate.
export function sameAsRule(field: string, matches: (a: string | undefined, b: string | undefined) => boolean, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (isBlank(value) || matches(getFieldValue(field) as string | undefined, value)) return;
      throw new Error(message);
    },
  });
}
