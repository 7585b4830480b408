import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Test support for the protocol tests: the golden files and a temporary directory per test file.
export const GOLDEN_DIRECTORY = resolve(import.meta.dirname, '../../fixtures/exchange');

export function goldenPath(name: string): string {
  return join(GOLDEN_DIRECTORY, name);
}

export async function goldenLines(name: string): Promise<Buffer[]> {
  const bytes = await readFile(goldenPath(name));
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf('\r\n', start); end !== -1; end = bytes.indexOf('\r\n', start)) {
    lines.push(bytes.subarray(start, end));
    start = end + 2;
  }
  return lines;
}

export async function temporaryDirectory(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'fund-exchange-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export async function writeLines(directory: string, name: string, lines: readonly Buffer[]): Promise<string> {
  const path = join(directory, name);
  await writeFile(path, Buffer.concat(lines.flatMap((line) => [line, Buffer.from('\r\n')])));
  return path;
}
