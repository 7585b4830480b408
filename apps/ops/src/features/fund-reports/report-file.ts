import { REPORT_FILE_TEMPLATE } from '@fund-direct/domain/report';

// A report file's bytes as text: UTF-8 first (with or without BOM), else GBK, as Excel in China saves CSV.
export function decodeReportBytes(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

// FileReader rather than Blob.arrayBuffer(): the same in every browser the staff use and in the page tests (jsdom).
export function readReportFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(decodeReportBytes(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('无法读取文件'));
    reader.readAsArrayBuffer(file);
  });
}

// The empty template: every section with its header line; the BOM lets Excel open it as UTF-8.
export function downloadReportTemplate(): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${REPORT_FILE_TEMPLATE}\n`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = '基金报告导入模板.csv';
  link.click();
  URL.revokeObjectURL(url);
}
