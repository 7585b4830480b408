import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../security/field-cipher.ts';
import { createTestApp, encryptFor, signedInject, type TestApp } from '../../test/support/test-app.ts';
import { testRoutes } from '../../test/support/test-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiPlugins: [testRoutes] });
});
afterAll(() => t.close());

describe('field encryption (§7)', () => {
  it('serves an RSA-OAEP-256 public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/security/public-key' });
    const { data } = res.json();
    expect(data.alg).toBe('RSA-OAEP-256');
    expect(Buffer.from(data.publicKey, 'base64').length).toBeGreaterThan(250);
  });

  it('hands the route the plaintext of an encrypted field', async () => {
    const password = await encryptFor(t.app, 'Demo12345密码');
    expect(password).not.toContain('Demo12345');
    const res = await signedInject(t.app, { method: 'POST', url: '/api/test/echo', body: { mobile: '13800000001', password } });
    expect(res.json()).toEqual({ code: '0000', msg: '成功', data: { mobile: '13800000001', password: 'Demo12345密码' } });
  });

  it('refuses a field that does not decrypt', async () => {
    const res = await signedInject(t.app, {
      method: 'POST',
      url: '/api/test/echo',
      body: { mobile: '13800000001', password: 'Demo12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1005', msg: '加密数据解析失败，请刷新页面后重试', requestId: expect.any(String) });
  });

  it('decrypts only the encrypted fields the route declares: others are not its input', async () => {
    const res = await signedInject(t.app, { method: 'POST', url: '/api/test/note', body: { note: 'plain', password: 'not-ciphertext' } });
    expect(res.json()).toEqual({ code: '0000', msg: '成功', data: { note: 'plain' } });
  });

  it('leaves fields outside ENCRYPTED_FIELDS alone', async () => {
    const res = await signedInject(t.app, { method: 'POST', url: '/api/test/echo', body: { mobile: '13800000001', note: 'plain' } });
    expect(res.json().data.note).toBe('plain');
  });
});

describe('fieldCipher (at rest)', () => {
  const cipher = createFieldCipher(Buffer.alloc(32, 1));

  it('round-trips and never repeats a ciphertext', () => {
    const a = cipher.encrypt('110101199003077777');
    const b = cipher.encrypt('110101199003077777');
    expect(a).not.toBe(b);
    expect(a).not.toContain('110101');
    expect(cipher.decrypt(a)).toBe('110101199003077777');
  });

  it('detects tampering and a wrong key', () => {
    const blob = cipher.encrypt('6222020200112233445');
    const last = blob.at(-2) === 'A' ? 'B' : 'A';
    expect(() => cipher.decrypt(`${blob.slice(0, -2)}${last}${blob.slice(-1)}`)).toThrow();
    expect(() => createFieldCipher(Buffer.alloc(32, 2)).decrypt(blob)).toThrow();
  });

  it('digests deterministically per key', () => {
    expect(cipher.digest('x')).toBe(cipher.digest('x'));
    expect(cipher.digest('x')).not.toBe(createFieldCipher(Buffer.alloc(32, 2)).digest('x'));
  });

  it('is the cipher the app decorates', () => {
    expect(t.app.fieldCipher.decrypt(t.app.fieldCipher.encrypt('abc'))).toBe('abc');
  });
});
