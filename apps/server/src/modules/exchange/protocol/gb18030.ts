import iconv from 'iconv-lite';

// The protocol's files are GB18030: field lengths count its bytes (a Chinese character takes two).
export function encodeGb18030(text: string): Buffer {
  return iconv.encode(text, 'gb18030');
}

export function decodeGb18030(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'gb18030');
}

// Whether `bytes` is whole GB18030 characters: a field cut inside a two- or four-byte character (a writer that
// counted characters instead of bytes) would otherwise decode to replacement marks without a word.
export function isWholeGb18030(bytes: Uint8Array): boolean {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index += 1;
      continue;
    }
    if (lead === 0x80 || lead === 0xff) return false;
    const second = bytes[index + 1];
    if (second === undefined) return false;
    if (second >= 0x30 && second <= 0x39) {
      const third = bytes[index + 2];
      const fourth = bytes[index + 3];
      if (third === undefined || fourth === undefined || third < 0x81 || third > 0xfe || fourth < 0x30 || fourth > 0x39) return false;
      index += 4;
    } else {
      if (second < 0x40 || second === 0x7f || second === 0xff) return false;
      index += 2;
    }
  }
  return true;
}
