// A report file's bytes as text: UTF-8 (with or without BOM) first, else GBK, which Excel in China saves CSV as.
export function decodeReportFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}
