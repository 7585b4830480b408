import { existsSync } from 'node:fs';

// Launch flags for a headless system Chromium in containers and CI; no browser is ever downloaded.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

export const NO_CHROMIUM_MESSAGE = '!!! E2E SKIPPED: no Chromium found — set CHROMIUM_PATH or apt-get install chromium !!!';
