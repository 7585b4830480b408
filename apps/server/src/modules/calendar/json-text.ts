// An uploaded JSON file read with the line and column of its first syntax error, in Chinese: V8's own
// messages are English and name a position only for some errors.

export class JsonTextError extends Error {
  override readonly name = 'JsonTextError';
  constructor(
    readonly line: number,
    readonly column: number,
    detail: string,
  ) {
    super(`文件第 ${String(line)} 行第 ${String(column)} 列：${detail}`);
  }
}

// Where the text stops being JSON, and what was expected there (a small scanner: only for the message).
function firstSyntaxError(text: string): { at: number; detail: string } {
  let i = 0;
  const fail = (detail: string): never => {
    throw { at: i, detail };
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('不是合法的值');
  };
  const string = () => {
    i += 1;
    while (i < text.length && text.charAt(i) !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail('字符串中不能有换行或控制字符');
      if (text.charAt(i) === '\\') {
        i += 1;
        if (text.charAt(i) === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail('\\u 后应为 4 位十六进制数');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text.charAt(i)) || i >= text.length) fail('不是合法的转义字符');
      }
      i += 1;
    }
    if (i >= text.length) fail('字符串缺少结尾的双引号');
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail('不是合法的数字');
    i += (match as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const c = text.charAt(i);
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    fail(i >= text.length ? '文件意外结束' : `此处应为一个值，却是「${c}」`);
  };
  const members = (close: string, member: () => void) => {
    i += 1;
    space();
    if (text.charAt(i) === close) {
      i += 1;
      return;
    }
    for (;;) {
      member();
      space();
      if (text.charAt(i) === ',') {
        i += 1;
        space();
        if (text.charAt(i) === close) fail(`「${close}」前多了一个逗号`);
        continue;
      }
      if (text.charAt(i) === close) {
        i += 1;
        return;
      }
      fail(i >= text.length ? `缺少「${close}」` : `此处应为逗号或「${close}」`);
    }
  };
  const object = () =>
    members('}', () => {
      space();
      if (text.charAt(i) !== '"') fail('字段名应写在双引号中');
      string();
      space();
      if (text.charAt(i) !== ':') fail('字段名后应为冒号');
      i += 1;
      value();
    });
  const array = () => members(']', value);
  try {
    value();
    space();
    if (i < text.length) fail('JSON 已结束，后面还有多余的内容');
  } catch (error) {
    return error as { at: number; detail: string };
  }
  return { at: 0, detail: '不是合法的 JSON' };
}

export function parseJsonText(text: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw new JsonTextError(1, 1, '文件是空的');
  try {
    return JSON.parse(body) as unknown;
  } catch {
    const { at, detail } = firstSyntaxError(body);
    const before = body.slice(0, at).split('\n');
    throw new JsonTextError(before.length, (before[before.length - 1] ?? '').length + 1, detail);
  }
}
