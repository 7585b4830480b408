import { readFileSync } from 'node:fs';

// Issue 3: a new password is refused when it is among the most common ones (list beside this file).
let list: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
  return new Set(entries);
}

export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  list ??= load();
  return list.size;
}
