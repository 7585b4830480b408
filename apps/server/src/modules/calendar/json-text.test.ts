import { describe, expect, it } from 'vitest';
import { JsonTextError, parseJsonText } from './json-text.ts';

const errorOf = (text: string) => {
  try {
    parseJsonText(text);
  } catch (error) {
    if (error instanceof JsonTextError) return error.message;
  }
  throw new Error('no error');
};

describe('parseJsonText', () => {
  it('reads JSON, a byte-order mark included', () => {
    expect(parseJsonText('\uFEFF{"year": 2030}')).toEqual({ year: 2030 });
  });

  it('names the line and column of the first syntax error, in Chinese', () => {
    expect(errorOf('{\n  "year": 2030,\n  "holidays": [1, 2,,]\n}')).toBe('文件第 3 行第 21 列：此处应为一个值，却是「,」');
    expect(errorOf('{"year": 2030,}')).toBe('文件第 1 行第 15 列：「}」前多了一个逗号');
    expect(errorOf('{\n "year" 2030}')).toBe('文件第 2 行第 9 列：字段名后应为冒号');
    expect(errorOf('{"year": 2030')).toBe('文件第 1 行第 14 列：缺少「}」');
    expect(errorOf("{'year': 2030}")).toBe('文件第 1 行第 2 列：字段名应写在双引号中');
    expect(errorOf('  ')).toBe('文件第 1 行第 1 列：文件是空的');
  });
});
