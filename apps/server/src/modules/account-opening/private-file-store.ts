import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// ID-card images at rest: AES-256-GCM with a key derived from the data key, one file per image,
// under DATA_DIR/private (never under the web root), readable by this user only.
export interface PrivateFileStore {
  save(bytes: Buffer): Promise<string>;
  read(name: string): Promise<Buffer>;
  remove(name: string): Promise<void>;
}

const MAGIC = Buffer.from('FDE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const NAME = /^[0-9a-f-]{36}\.enc$/;

// The key of the private files, derived from the data key (so rotating the data key rotates it too).
export function privateFileKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'fund-direct private files', 32));
}

// `FDE1 | iv | ciphertext | tag`.
export function sealPrivateFile(key: Buffer, bytes: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]);
}

// Throws on a file that is not ours or was sealed under another key (the GCM tag does not match).
export function openPrivateFile(key: Buffer, raw: Buffer): Buffer {
  if (!raw.subarray(0, MAGIC.length).equals(MAGIC) || raw.length < MAGIC.length + IV_BYTES + TAG_BYTES) {
    throw new Error('not an encrypted private file');
  }
  const iv = raw.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(MAGIC.length + IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
}

export function isPrivateFileName(name: string): boolean {
  return NAME.test(name);
}

export function createPrivateFileStore(dir: string, dataKey: Buffer): PrivateFileStore {
  const key = privateFileKey(dataKey);
  const fileOf = (name: string) => {
    // Names come from our own rows; the check keeps a bad row from reaching outside the directory.
    if (!NAME.test(name)) throw new Error('invalid private file name');
    return path.join(dir, name);
  };
  return {
    async save(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomUUID()}.enc`;
      await writeFile(fileOf(name), sealPrivateFile(key, bytes), { mode: 0o600, flag: 'wx' });
      return name;
    },
    async read(name) {
      return openPrivateFile(key, await readFile(fileOf(name)));
    },
    async remove(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}

export function idCardDirectory(privateDir: string): string {
  return path.join(privateDir, 'id-cards');
}
