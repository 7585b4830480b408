// File names of the protocol: OFD_{sender}_{receiver}_{YYYYMMDD}_{type}.TXT for data,
// OFI_{sender}_{receiver}_{YYYYMMDD}.TXT for the index that lists one day's data files.

export interface ExchangeFileNameParts {
  sender: string;
  receiver: string;
  date: string; // YYYY-MM-DD
}

export function compactDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new TypeError(`日期应为YYYY-MM-DD：${date}`);
  return date.replaceAll('-', '');
}

function checkCode(label: string, code: string): string {
  // The codes are part of the name: an underscore or a path separator would make it ambiguous.
  if (!/^[0-9A-Za-z]+$/.test(code)) throw new TypeError(`${label}只能由字母和数字组成：${code}`);
  return code;
}

export function dataFileName(parts: ExchangeFileNameParts & { fileType: string }): string {
  const { sender, receiver, date, fileType } = parts;
  return `OFD_${checkCode('发送方代码', sender)}_${checkCode('接收方代码', receiver)}_${compactDate(date)}_${checkCode('文件类型', fileType)}.TXT`;
}

export function indexFileName(parts: ExchangeFileNameParts): string {
  const { sender, receiver, date } = parts;
  return `OFI_${checkCode('发送方代码', sender)}_${checkCode('接收方代码', receiver)}_${compactDate(date)}.TXT`;
}
