// Finds the calls of the http client (http.get/post/put/delete/upload) in source text, for the test that keeps
// one client per endpoint and a response schema on every call (issue 15).
export interface HttpCall {
  file: string;
  method: string;
  // The endpoint paths the call may reach: the literal path (template holes as :param), or, for a computed path,
  // every path literal of its file.
  paths: string[];
  hasSchema: boolean;
}

const CALL = /\bhttp\s*\.\s*(get|post|put|delete|upload)\b/g;
const PATH_LITERAL = /(['`])(\/[a-z][^'`\s]*)\1/g;

// The index just past the bracket that closes the one at `open`, skipping strings and template literals.
function closing(source: string, open: number, pair: string): number {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    const char = source[i] as string;
    if (char === "'" || char === '"' || char === '`') {
      const end = source.indexOf(char, i + 1);
      i = end === -1 ? source.length : end;
    } else if (char === pair[0]) depth += 1;
    else if (char === pair[1]) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return source.length;
}

// Top-level arguments of a call text `( ... )`.
function splitArgs(inner: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i] as string;
    if (char === "'" || char === '"' || char === '`') i = inner.indexOf(char, i + 1);
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      args.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(inner.slice(start).trim());
  return args.filter((arg) => arg !== '');
}

function literalPath(arg: string): string | null {
  const match = /^(['`])([^'`]*)\1$/.exec(arg);
  return match ? (match[2] as string).replace(/\$\{[^}]*\}/g, ':param') : null;
}

export function findHttpCalls(file: string, source: string): HttpCall[] {
  const calls: HttpCall[] = [];
  for (const match of source.matchAll(CALL)) {
    let at = (match.index ?? 0) + match[0].length;
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (source[at] === '<') at = closing(source, at, '<>');
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (source[at] !== '(') continue;
    const args = splitArgs(source.slice(at + 1, closing(source, at, '()') - 1));
    const path = literalPath(args[0] ?? '');
    const paths = path ? [path] : [...source.matchAll(PATH_LITERAL)].map((m) => m[2] as string);
    calls.push({ file, method: (match[1] as string).toUpperCase(), paths, hasSchema: args.slice(1).some((arg) => /\bschema\b/.test(arg)) });
  }
  return calls;
}

// Endpoint ("METHOD /path") → the files that call it.
export function clientsByEndpoint(calls: readonly HttpCall[]): Map<string, Set<string>> {
  const byEndpoint = new Map<string, Set<string>>();
  for (const call of calls) {
    for (const path of call.paths) {
      const endpoint = `${call.method === 'UPLOAD' ? 'POST' : call.method} ${path}`;
      const files = byEndpoint.get(endpoint) ?? new Set<string>();
      files.add(call.file);
      byEndpoint.set(endpoint, files);
    }
  }
  return byEndpoint;
}
