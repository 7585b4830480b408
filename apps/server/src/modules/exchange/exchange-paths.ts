import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ExchangeConfig } from '../../config.ts';

// outbox/ holds what we send and inbox/ what the registrar sends, one folder per trade date (YYYYMMDD), as a
// registrar's SFTP drop or a mounted share lays them out.
export function exchangeDayDir(config: ExchangeConfig, box: 'outbox' | 'inbox', tradeDate: string): string {
  return path.join(config.dir, box, tradeDate.replaceAll('-', ''));
}

export async function ensureExchangeDayDir(config: ExchangeConfig, box: 'outbox' | 'inbox', tradeDate: string): Promise<string> {
  const dir = exchangeDayDir(config, box, tradeDate);
  await mkdir(dir, { recursive: true });
  return dir;
}
