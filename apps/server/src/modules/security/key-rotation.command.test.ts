import { spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPath } from '../../cli/data-dir-lock.ts';
import { EXIT_FAILURE, EXIT_OK, runCli } from '../../cli.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { decryptWithKeys } from '../../plugins/encryption.ts';
import { createFieldCipher } from '../../security/field-cipher.ts';
import { KEY_FILES, keysDirectory, loadKeyMaterial, unfinishedDataKeyRotation } from '../../security/key-material.ts';

// The commands on a data directory of their own (PGlite on disk), whatever DATABASE_URL the run has.
function envFor(dataDir: string) {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
}

function capture() {
  const lines: string[] = [];
  return { lines, io: { out: (text: string) => void lines.push(text), err: (text: string) => void lines.push(text) } };
}

describe('keys commands', () => {
  let dataDir: string;
  let keys: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fd-keys-'));
    keys = keysDirectory(dataDir);
    expect(await runCli(['seed'], { ...capture().io, env: envFor(dataDir) })).toBe(EXIT_OK);
  }, 240_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('rotate-data-key replaces data.key, keeps the old one as data.key.previous and leaves no rotation unfinished', async () => {
    const before = await readFile(path.join(keys, KEY_FILES.data), 'utf8');
    const out = capture();
    expect(await runCli(['keys', 'rotate-data-key'], { ...out.io, env: envFor(dataDir) })).toBe(EXIT_OK);
    expect(out.lines.join('\n')).toContain('已重新加密');
    expect(await readFile(path.join(keys, KEY_FILES.previousData), 'utf8')).toBe(before);
    expect(await readFile(path.join(keys, KEY_FILES.data), 'utf8')).not.toBe(before);
    expect(existsSync(path.join(keys, KEY_FILES.nextData))).toBe(false);
    expect(unfinishedDataKeyRotation(loadConfig(envFor(dataDir)))).toBeNull();
    // The rows on disk read back under the key now in data.key.
    const config = loadConfig(envFor(dataDir));
    const cipher = createFieldCipher((await loadKeyMaterial(config)).dataKey);
    const database = await openDatabase(config);
    try {
      const rows = await database.query<{ idno_enc: string }>(sql`SELECT idno_enc FROM customer WHERE idno_enc IS NOT NULL`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(cipher.decrypt(row.idno_enc)).toMatch(/^[0-9X]{15,18}$/);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('a data.key.next left by a stopped rotation keeps the server from starting', async () => {
    await writeFile(path.join(keys, KEY_FILES.nextData), Buffer.alloc(32, 3).toString('base64'));
    try {
      expect(unfinishedDataKeyRotation(loadConfig(envFor(dataDir)))).toContain('数据密钥轮换尚未完成');
    } finally {
      await rm(path.join(keys, KEY_FILES.nextData));
    }
  });

  it('rotate-rsa-key writes a new key and the server still decrypts what the old public key encrypted', async () => {
    const oldPem = await readFile(path.join(keys, KEY_FILES.rsa), 'utf8');
    expect(await runCli(['keys', 'rotate-rsa-key'], { ...capture().io, env: envFor(dataDir) })).toBe(EXIT_OK);
    expect(await readFile(path.join(keys, KEY_FILES.previousRsa), 'utf8')).toBe(oldPem);
    const material = await loadKeyMaterial(loadConfig(envFor(dataDir)));
    const fromOldPage = publicEncrypt(
      { key: createPublicKey(oldPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('110101199003077777'),
    ).toString('base64');
    expect(decryptWithKeys(material, fromOldPage)).toBe('110101199003077777');
    expect(() => decryptWithKeys({ ...material, previousRsaPrivateKey: undefined }, fromOldPage)).toThrow();
  }, 120_000);

  it('refuses to rotate while a server holds the data directory', async () => {
    const holder = spawn('sleep', ['60']);
    try {
      await writeFile(lockPath(dataDir), String(holder.pid));
      const out = capture();
      expect(await runCli(['keys', 'rotate-data-key'], { ...out.io, env: envFor(dataDir) })).toBe(EXIT_FAILURE);
      expect(out.lines.join('\n')).toContain('请先停止服务');
    } finally {
      holder.kill();
      await rm(lockPath(dataDir), { force: true });
    }
  });
});
