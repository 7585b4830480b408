import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvRows, decodeStatementText, statementRows } from './statement-file.ts';

describe('statement files to rows of cells', () => {
  it('decodes UTF-8 (with or without BOM) and falls back to GB18030', () => {
    expect(decodeStatementText(Buffer.from('\uFEFF王明'))).toBe('王明');
    expect(decodeStatementText(Uint8Array.of(0xcd, 0xf5, 0xc3, 0xf7))).toBe('王明');
  });

  it('reads quoted fields with commas, doubled quotes and Excel text cells', () => {
    expect(csvRows('a,"1,000.00","say ""hi""",="0123"\r\nb,,\n')).toEqual([
      ['a', '1,000.00', 'say "hi"', '0123'],
      ['b', '', ''],
    ]);
  });

  it('reads tab-separated lines', () => {
    expect(csvRows('交易日期\t收入金额\n2026-11-20\t5.00')).toEqual([
      ['交易日期', '收入金额'],
      ['2026-11-20', '5.00'],
    ]);
  });

  it('reads the first worksheet of an .xlsx with empty rows kept in place and dates as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('明细');
    sheet.getRow(1).values = ['账号：1219'];
    sheet.getRow(3).values = ['交易日期', '收入金额'];
    sheet.getRow(4).values = [new Date(Date.UTC(2026, 10, 20, 9, 30, 0)), 800.5];
    const rows = await statementRows('x.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([['账号：1219'], [], ['交易日期', '收入金额'], ['2026-11-20 09:30:00', '800.5']]);
  });

  it('refuses a file named .xlsx that is not one', async () => {
    await expect(statementRows('x.xlsx', Buffer.from('a,b'))).rejects.toThrow('无法读取该 Excel 文件');
  });
});
