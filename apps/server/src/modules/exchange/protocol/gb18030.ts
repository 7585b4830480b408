import iconv from 'iconv-lite';

// The protocol's files are GB18030: field lengths count its bytes (a Chinese character takes two).
export function encodeGb18030(text: string): Buffer {
  return iconv.encode(text, 'gb18030');
}

export function decodeGb18030(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'gb18030');
}
