import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.ts';

export interface KeyMaterial {
  rsaPrivateKey: KeyObject;
  // The key before the last rotation: a page loaded before the restart still encrypts with its public key.
  previousRsaPrivateKey?: KeyObject;
  // §7: what GET /api/security/public-key serves (base64 of the SPKI DER).
  rsaPublicKeySpki: string;
  // AES-256 key for ID and card numbers at rest.
  dataKey: Buffer;
}

const generateRsa = promisify(generateKeyPair);

export async function generateRsaPrivateKeyPem(): Promise<string> {
  const { privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicExponent: 0x10001,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return privateKey;
}

export function keysDirectory(dataDir: string): string {
  return path.join(dataDir, 'keys');
}

// The key files of DATA_DIR/keys, and the two a rotation leaves beside them.
export const KEY_FILES = {
  rsa: 'rsa-private.pem',
  previousRsa: 'rsa-private.previous.pem',
  data: 'data.key',
  previousData: 'data.key.previous',
  // Written before a data-key rotation changes anything; renamed to data.key when it has finished.
  nextData: 'data.key.next',
} as const;

// A data-key rotation that did not finish leaves rows under two keys: the server must not start until it is run again.
export function unfinishedDataKeyRotation(config: Pick<Config, 'dataDir' | 'inMemory'>): string | null {
  if (config.inMemory) return null;
  const next = path.join(keysDirectory(config.dataDir), KEY_FILES.nextData);
  return existsSync(next) ? `数据密钥轮换尚未完成（存在 ${next}）：请再次执行 npm run cli -- keys rotate-data-key，完成后再启动服务` : null;
}

async function readOrCreate(file: string, create: () => Promise<string>): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = await create();
  // 'wx' so that two processes starting together cannot overwrite each other's key.
  try {
    await writeFile(file, value, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(file, 'utf8');
    throw error;
  }
  await chmod(file, 0o600);
  return value;
}

export function keyMaterialFromPem(pem: string, dataKey: Buffer, previousPem?: string): KeyMaterial {
  const rsaPrivateKey = createPrivateKey(pem);
  const spki = createPublicKey(rsaPrivateKey).export({ type: 'spki', format: 'der' });
  const material: KeyMaterial = { rsaPrivateKey, rsaPublicKeySpki: spki.toString('base64'), dataKey };
  if (previousPem) material.previousRsaPrivateKey = createPrivateKey(previousPem);
  return material;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

// Keys come from the environment, else from DATA_DIR/keys (created on first start, mode 0600),
// else (DATA_DIR=memory://) are generated for this process only.
export async function loadKeyMaterial(
  config: Pick<Config, 'dataDir' | 'inMemory' | 'rsaPrivateKey' | 'previousRsaPrivateKey' | 'dataKey'>,
): Promise<KeyMaterial> {
  if (config.inMemory) {
    const pem = config.rsaPrivateKey ?? (await generateRsaPrivateKeyPem());
    return keyMaterialFromPem(pem, config.dataKey ?? randomBytes(32), config.previousRsaPrivateKey);
  }
  const dir = keysDirectory(config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pem = config.rsaPrivateKey ?? (await readOrCreate(path.join(dir, KEY_FILES.rsa), generateRsaPrivateKeyPem));
  const previousPem = config.rsaPrivateKey
    ? config.previousRsaPrivateKey
    : (config.previousRsaPrivateKey ?? (await readIfPresent(path.join(dir, KEY_FILES.previousRsa))));
  const dataKey =
    config.dataKey ??
    Buffer.from(await readOrCreate(path.join(dir, KEY_FILES.data), async () => randomBytes(32).toString('base64')), 'base64');
  if (dataKey.length !== 32) throw new Error(`${path.join(dir, KEY_FILES.data)} 不是 32 字节密钥的 base64 编码`);
  return keyMaterialFromPem(pem, dataKey, previousPem);
}
