import { z } from 'zod';
import { ALL_DICT_NAMES, type DictItem, type DictName } from '../codes/dictionaries.ts';

// §3/§7 Query: GET /api/query/dict?dictnameList=marriage,nationality (dictionaries requested by name).

export const DICT_TEXT = {
  namesRequired: '字典名称不能为空',
  unknownName: (names: readonly string[]) => `字典名称不正确：${names.join('、')}`,
  tooMany: '一次请求的字典过多',
} as const;

function isDictName(name: string): name is DictName {
  return (ALL_DICT_NAMES as readonly string[]).includes(name);
}

// Accepts "a,b" and the repeated form (?dictnameList=a&dictnameList=b); gives the distinct names in request order.
export const dictNameListSchema = z
  .union([z.string(), z.array(z.string())], { error: DICT_TEXT.namesRequired })
  .transform((raw, ctx): DictName[] => {
    const names = [
      ...new Set(
        (Array.isArray(raw) ? raw : [raw])
          .flatMap((part) => part.split(','))
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ];
    if (names.length === 0) {
      ctx.addIssue({ code: 'custom', message: DICT_TEXT.namesRequired });
      return z.NEVER;
    }
    if (names.length > ALL_DICT_NAMES.length) {
      ctx.addIssue({ code: 'custom', message: DICT_TEXT.tooMany });
      return z.NEVER;
    }
    const unknown = names.filter((name) => !isDictName(name));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: DICT_TEXT.unknownName(unknown.map((name) => name.slice(0, 40))) });
      return z.NEVER;
    }
    return names.filter(isDictName);
  });

export const dictRequest = z.object({ dictnameList: dictNameListSchema });

export const dictItemSchema = z.object({ code: z.string(), label: z.string() });

// dictName → items in display order; nationality has 156 first. Only the names asked for are present.
export const dictResponse = z.partialRecord(z.enum(ALL_DICT_NAMES as [DictName, ...DictName[]]), z.array(dictItemSchema));

export const DICT_CALLS = {
  dict: { method: 'GET', path: '/query/dict', query: dictRequest, data: dictResponse },
} as const;

export type DictRequest = z.input<typeof dictRequest>;
export type DictResponse = Partial<Record<DictName, DictItem[]>>;
