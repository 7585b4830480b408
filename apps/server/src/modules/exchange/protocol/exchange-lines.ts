import { createReadStream } from 'node:fs';
import { ExchangeFileError } from './exchange-file-error.ts';

export const CRLF = Buffer.from('\r\n', 'latin1');
export const DATA_START = 'OFDCFDAT';
export const INDEX_START = 'OFDCFIDX';
export const FILE_END = 'OFDCFEND';

export interface ExchangeLine {
  number: number; // 1-based
  bytes: Buffer;
  // false only for a last line without CRLF (some registrars end the file right after OFDCFEND)
  terminated: boolean;
}

// Streams a file's lines. Every line must end with CRLF; a line longer than `maxLineBytes` is refused at
// once, so a file without line breaks cannot fill the memory.
export async function* exchangeLines(path: string, maxLineBytes: number): AsyncGenerator<ExchangeLine> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let number = 1;
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a, start); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, end);
      const line = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
      pending = [];
      pendingBytes = 0;
      if (line.length === 0 || line[line.length - 1] !== 0x0d) throw new ExchangeFileError(number, '行尾应为回车换行（CRLF）');
      if (line.length - 1 > maxLineBytes) throw new ExchangeFileError(number, `行过长（超过${maxLineBytes}字节）`);
      yield { number, bytes: line.subarray(0, line.length - 1), terminated: true };
      number += 1;
      start = end + 1;
    }
    if (start < chunk.length) {
      pending.push(Buffer.from(chunk.subarray(start)));
      pendingBytes += chunk.length - start;
      if (pendingBytes > maxLineBytes + 1) throw new ExchangeFileError(number, `行过长（超过${maxLineBytes}字节）`);
    }
  }
  if (pendingBytes > 0) yield { number, bytes: Buffer.concat(pending), terminated: false };
}

// Header lines are ASCII in practice; some writers pad them with spaces to a fixed width.
export function headerText(line: ExchangeLine): string {
  return line.bytes.toString('latin1').replace(/ +$/, '');
}
