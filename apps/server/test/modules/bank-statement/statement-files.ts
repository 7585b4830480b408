import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

// Statement files as banks write them, written to a temp directory and read back as the bytes an upload carries.

let gbkTable: Map<string, number[]> | undefined;

// Node decodes GB18030 but does not encode it: the table of every two-byte GBK code, reversed.
export function gb18030(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gb18030');
    for (let lead = 0x81; lead <= 0xfe; lead += 1) {
      for (let trail = 0x40; trail <= 0xfe; trail += 1) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(Uint8Array.of(lead, trail));
        if (!gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
    }
  }
  const table = gbkTable;
  return Buffer.from(
    Array.from(text).flatMap((char) => {
      if (char.charCodeAt(0) < 0x80) return [char.charCodeAt(0)];
      const bytes = table.get(char);
      if (!bytes) throw new Error(`no GBK code for ${char}`);
      return bytes;
    }),
  );
}

export const csvText = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n') + '\r\n';

export async function xlsxBytes(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('交易明细');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export class TempFiles {
  private dir: string | undefined;

  async write(name: string, bytes: Buffer | string): Promise<{ name: string; bytes: Buffer }> {
    this.dir ??= await mkdtemp(path.join(tmpdir(), 'fd-bank-statement-'));
    const file = path.join(this.dir, name);
    await writeFile(file, bytes);
    return { name, bytes: await readFile(file) };
  }

  pathOf(name: string): string {
    if (!this.dir) throw new Error('no file written yet');
    return path.join(this.dir, name);
  }

  async remove(): Promise<void> {
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}

export function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----bank-statement-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        (part.filename ? 'Content-Type: application/octet-stream\r\n' : '') +
        '\r\n',
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
