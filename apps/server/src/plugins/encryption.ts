import { constants, privateDecrypt, type KeyObject } from 'node:crypto';
import { ENCRYPTED_FIELDS } from '@fund-direct/domain/crypto';
import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';
import { createFieldCipher, type FieldCipher } from '../security/field-cipher.ts';
import type { KeyMaterial } from '../security/key-material.ts';

declare module 'fastify' {
  interface FastifyInstance {
    keyMaterial: KeyMaterial;
    // AES-256-GCM for ID and card numbers at rest.
    fieldCipher: FieldCipher;
  }
}

export function decryptField(privateKey: KeyObject, ciphertext: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(ciphertext, 'base64'),
  ).toString('utf8');
}

// The current key first; after a rotation, a page loaded before the restart still encrypts under the previous one.
export function decryptWithKeys(keys: KeyMaterial, ciphertext: string): string {
  try {
    return decryptField(keys.rsaPrivateKey, ciphertext);
  } catch (error) {
    if (!keys.previousRsaPrivateKey) throw error;
    return decryptField(keys.previousRsaPrivateKey, ciphertext);
  }
}

export function registerKeyMaterial(app: FastifyInstance, keys: KeyMaterial): void {
  app.decorate('keyMaterial', keys);
  app.decorate('fieldCipher', createFieldCipher(keys.dataKey));
}

// The top-level field names a body schema declares (every option of a union); null when they cannot be listed.
function declaredFields(schema: unknown): Set<string> | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const candidate = schema as { shape?: unknown; options?: unknown };
  if (typeof candidate.shape === 'object' && candidate.shape !== null) return new Set(Object.keys(candidate.shape));
  if (Array.isArray(candidate.options)) {
    const names = new Set<string>();
    for (const option of candidate.options) {
      const inner = declaredFields(option);
      if (!inner) return null;
      for (const name of inner) names.add(name);
    }
    return names;
  }
  return null;
}

const encryptedFieldsBySchema = new WeakMap<object, readonly string[]>();
const NO_FIELDS: readonly string[] = [];

// RSA decryption costs about a millisecond: only the encrypted fields the route's body declares are decrypted. Others
// are no input of the route (zod drops undeclared fields); a route without a body schema reads no body.
function encryptedFieldsOf(schema: unknown): readonly string[] {
  if (typeof schema !== 'object' || schema === null) return NO_FIELDS;
  const known = encryptedFieldsBySchema.get(schema);
  if (known) return known;
  const declared = declaredFields(schema);
  const fields = declared ? ENCRYPTED_FIELDS.filter((name) => declared.has(name)) : ENCRYPTED_FIELDS;
  encryptedFieldsBySchema.set(schema, fields);
  return fields;
}

// §7: top-level ENCRYPTED_FIELDS arrive as base64 RSA-OAEP(SHA-256) ciphertext; they are decrypted after
// the signature check (which covers the ciphertext) and before zod validation. Register inside the /api scope after signing.
// A callback-style hook: decryption is synchronous, and most calls carry no encrypted field.
export function registerFieldDecryption(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return done();
    const fields = body as Record<string, unknown>;
    for (const name of encryptedFieldsOf(request.routeOptions.schema?.body)) {
      const value = fields[name];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string') throw new AppError('DECRYPT_FAILED');
      try {
        fields[name] = decryptWithKeys(app.keyMaterial, value);
      } catch {
        request.log.info({ field: name }, 'field decryption failed');
        throw new AppError('DECRYPT_FAILED');
      }
    }
    done();
  });
}
