import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export interface FieldCipher {
  encrypt(text: string): string;
  decrypt(blob: string): string;
  // Deterministic keyed digest for lookups and uniqueness checks on encrypted values (e.g. "ID already registered").
  digest(text: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

// AES-256-GCM for ID and card numbers at rest: `v1.<base64url(iv | ciphertext | tag)>`.
export function createFieldCipher(dataKey: Buffer): FieldCipher {
  const encryptionKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'fund-direct field encryption', 32));
  const digestKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'fund-direct field digest', 32));
  return {
    encrypt(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    decrypt(blob) {
      const [version, payload] = blob.split('.');
      if (version !== VERSION || payload === undefined) throw new Error('unknown field cipher format');
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('field cipher payload too short');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    digest(text) {
      return createHmac('sha256', digestKey).update(text, 'utf8').digest('hex');
    },
  };
}
