import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Issue 3: codes come from a cryptographically secure generator and are stored only as hashes.
export type CodeKind = 'sms' | 'image' | 'ticket';

export const SMS_CODE_LENGTH = 6;
// Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I).
export const IMAGE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabdefghjkmnpqrtuy23456789';
export const IMAGE_CODE_LENGTH = 4;

export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

export function generateImageAnswer(): string {
  let answer = '';
  for (let i = 0; i < IMAGE_CODE_LENGTH; i++) answer += IMAGE_CODE_ALPHABET[randomInt(0, IMAGE_CODE_ALPHABET.length)];
  return answer;
}

export function generateOpaqueId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

// The hash binds the code to its kind, subject (mobile or image id) and purpose: a login code cannot reset a password.
// Image codes are compared without regard to case.
export function hashCode(kind: CodeKind, subject: string, purpose: string, code: string): string {
  const normalised = kind === 'image' ? code.toLowerCase() : code;
  return createHash('sha256').update(`${kind}\u0000${subject}\u0000${purpose}\u0000${normalised}`, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// Keys derived from who asked (IP, login identifier) are kept hashed so that logs and stores hold no raw values.
export function subjectHash(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 32);
}
