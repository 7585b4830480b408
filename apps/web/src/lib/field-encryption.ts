import { ENCRYPTED_FIELDS, isEncryptedField } from '@fund-direct/domain/crypto';

// §7 and the platform contract: top-level fields named in ENCRYPTED_FIELDS travel as
// base64 RSA-OAEP (SHA-256) ciphertext under the key of GET /api/security/public-key.
type KeyLoader = () => Promise<string>;

let keyPromise: Promise<CryptoKey> | null = null;

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// The key is fetched once per page load; a failed fetch is forgotten so the next call retries.
function publicKey(load: KeyLoader): Promise<CryptoKey> {
  keyPromise ??= load()
    .then((spki) => crypto.subtle.importKey('spki', base64ToBytes(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']))
    .catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
  return keyPromise;
}

export function resetPublicKey(): void {
  keyPromise = null;
}

export function needsEncryption(body: Record<string, unknown>): boolean {
  return ENCRYPTED_FIELDS.some((field) => typeof body[field] === 'string' && body[field] !== '');
}

export async function encryptFields(body: Record<string, unknown>, load: KeyLoader): Promise<Record<string, unknown>> {
  if (!needsEncryption(body)) return body;
  const key = await publicKey(load);
  const out: Record<string, unknown> = { ...body };
  const encoder = new TextEncoder();
  for (const [name, value] of Object.entries(body)) {
    if (!isEncryptedField(name) || typeof value !== 'string' || value === '') continue;
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, encoder.encode(value));
    out[name] = bytesToBase64(new Uint8Array(cipher));
  }
  return out;
}
