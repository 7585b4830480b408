import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.ts';

export interface KeyMaterial {
  rsaPrivateKey: KeyObject;
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

export function keyMaterialFromPem(pem: string, dataKey: Buffer): KeyMaterial {
  const rsaPrivateKey = createPrivateKey(pem);
  const spki = createPublicKey(rsaPrivateKey).export({ type: 'spki', format: 'der' });
  return { rsaPrivateKey, rsaPublicKeySpki: spki.toString('base64'), dataKey };
}

// Keys come from the environment, else from DATA_DIR/keys (created on first start, mode 0600),
// else (DATA_DIR=memory://) are generated for this process only.
export async function loadKeyMaterial(config: Pick<Config, 'dataDir' | 'inMemory' | 'rsaPrivateKey' | 'dataKey'>): Promise<KeyMaterial> {
  if (config.inMemory) {
    const pem = config.rsaPrivateKey ?? (await generateRsaPrivateKeyPem());
    return keyMaterialFromPem(pem, config.dataKey ?? randomBytes(32));
  }
  const dir = keysDirectory(config.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pem = config.rsaPrivateKey ?? (await readOrCreate(path.join(dir, 'rsa-private.pem'), generateRsaPrivateKeyPem));
  const dataKey =
    config.dataKey ?? Buffer.from(await readOrCreate(path.join(dir, 'data.key'), async () => randomBytes(32).toString('base64')), 'base64');
  if (dataKey.length !== 32) throw new Error(`${path.join(dir, 'data.key')} 不是 32 字节密钥的 base64 编码`);
  return keyMaterialFromPem(pem, dataKey);
}
