// §7: these request fields travel RSA-encrypted. RSA-OAEP with SHA-256 and a 2048-bit key
// replaces the spec's PKCS#1 v1.5/1024 (broken, and refused by Node for private decryption).
export const ENCRYPTED_FIELDS = [
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'tradePassword',
  'oldTradePassword',
  'newTradePassword',
  'idno',
  'cardNo',
  'bankacco',
  'taxId',
] as const;

export type EncryptedField = (typeof ENCRYPTED_FIELDS)[number];

export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256' as const;

export function isEncryptedField(name: string): name is EncryptedField {
  return (ENCRYPTED_FIELDS as readonly string[]).includes(name);
}
