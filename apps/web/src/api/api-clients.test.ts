import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientsByEndpoint, findHttpCalls, type HttpCall } from '@/test/http-calls.ts';

// Issue 15: one client file per endpoint, a response schema on every call, and no feature reading another
// feature's api folder (shared endpoints live in src/api/).
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === SRC ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({ file: path.relative(SRC, file), source: readFileSync(file, 'utf8') }));
// The client's own key fetch (src/lib/http.ts) goes through send() and is not an endpoint client.
const calls: HttpCall[] = files
  .filter(({ file }) => file !== path.join('lib', 'http.ts'))
  .flatMap(({ file, source }) => findHttpCalls(file, source));

describe('the http call scanner', () => {
  it('reads literal, template and computed paths, generic calls over several lines, and the schema option', () => {
    const source = [
      "http.get('/content/fund/detail', { fundCode }, { schema: fundDetailResponse });",
      'http.post<X>(\n  `/content/notice/detail/${id}`,\n  { a: 1 },\n  { noLoading: true },\n);',
      "const PATHS = { a: '/trade/purchase', b: '/trade/bonus' };",
      'http.post(PATHS[call], body, { schema });',
    ].join('\n');
    expect(findHttpCalls('x.ts', source)).toEqual([
      { file: 'x.ts', method: 'GET', paths: ['/content/fund/detail'], hasSchema: true },
      { file: 'x.ts', method: 'POST', paths: ['/content/notice/detail/:param'], hasSchema: false },
      {
        file: 'x.ts',
        method: 'POST',
        paths: ['/content/fund/detail', '/content/notice/detail/${id}', '/trade/purchase', '/trade/bonus'],
        hasSchema: true,
      },
    ]);
  });

  it('counts two files calling one endpoint as two clients', () => {
    const calls = [
      ...findHttpCalls('a.ts', "http.get('/account/user-info', undefined, { schema: userInfo });"),
      ...findHttpCalls('b.ts', "http.get('/account/user-info', undefined, { schema: userInfo });"),
    ];
    expect([...(clientsByEndpoint(calls).get('GET /account/user-info') ?? [])]).toEqual(['a.ts', 'b.ts']);
  });
});

describe('web api clients (issue 15)', () => {
  it('finds the calls of the app', () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  it('has one client file per endpoint', () => {
    const shared = [...clientsByEndpoint(calls)]
      .filter(([, clients]) => clients.size > 1)
      .map(([endpoint, clients]) => `${endpoint}: ${[...clients].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('parses every answer with a response schema', () => {
    const unparsed = calls.filter((call) => !call.hasSchema).map((call) => `${call.file}: ${call.method} ${call.paths.join(' | ')}`);
    expect(unparsed).toEqual([]);
  });

  it('calls the server only through http.* (send and request stay inside src/lib)', () => {
    const direct = files.filter(
      ({ file, source }) =>
        !file.startsWith(`lib${path.sep}`) && /import\s*\{[^}]*\b(send|request)\b[^}]*\}\s*from\s*'[./]*lib\/http\.ts'/.test(source),
    );
    expect(direct.map(({ file }) => file)).toEqual([]);
  });

  it('keeps each feature out of the api folders of the others', () => {
    const crossing = files.flatMap(({ file, source }) => {
      const feature = /^features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
      if (!feature) return [];
      return [...source.matchAll(/from '(\.[^']+)'/g)]
        .map((m) => path.relative(SRC, path.resolve(SRC, path.dirname(file), m[1] as string)))
        .filter((target) => {
          const other = /^features[\\/]([^\\/]+)[\\/]api[\\/]/.exec(target)?.[1];
          return other !== undefined && other !== feature;
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(crossing).toEqual([]);
  });
});
