import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import type { Config } from '../../config.ts';
import { generateRsaPrivateKeyPem, KEY_FILES, keysDirectory } from '../../security/key-material.ts';
import { rotateDataKey } from './data-key-rotation.service.ts';

const KEY_BYTES = 32;

function parseKey(text: string, name: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new UsageError(`${name} 必须是 32 字节密钥的 base64 编码`);
  return key;
}

// With the keys in DATA_DIR/keys the new key is written to data.key.next before anything changes, so a rotation that
// stopped is resumed with the same key; with DATA_KEY in the environment the operator supplies NEW_DATA_KEY.
async function nextDataKey(config: Config, env: Record<string, string | undefined>): Promise<{ key: Buffer; file: string | null }> {
  const supplied = env.NEW_DATA_KEY;
  if (config.dataKey) {
    if (!supplied) throw new UsageError('数据密钥由环境变量 DATA_KEY 提供：请用环境变量 NEW_DATA_KEY 提供新密钥（32 字节的 base64）');
    return { key: parseKey(supplied, 'NEW_DATA_KEY'), file: null };
  }
  const file = path.join(keysDirectory(config.dataDir), KEY_FILES.nextData);
  if (existsSync(file)) return { key: parseKey(await readFile(file, 'utf8'), file), file };
  const key = supplied ? parseKey(supplied, 'NEW_DATA_KEY') : randomBytes(KEY_BYTES);
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return { key, file };
}

// `npm run cli -- keys rotate-data-key`: docs/operations.md, key rotation.
export function createRotateDataKeyCommand(env: Record<string, string | undefined> = process.env): CliCommand {
  return {
    name: 'keys rotate-data-key',
    usage: 'keys rotate-data-key',
    summary: '轮换数据密钥：用新密钥重新加密证件号、卡号、动态口令密钥与证件照片（须先停止服务）',
    serverStopped: true,
    async run({ config, database, keys }) {
      if (config.inMemory) throw new UsageError('DATA_DIR=memory:// 的密钥只存在于进程内存中，无需轮换');
      const next = await nextDataKey(config, env);
      if (next.key.equals(keys.dataKey)) throw new UsageError('新密钥与当前密钥相同');
      const counts = await rotateDataKey(database, { from: keys.dataKey, to: next.key, privateDir: config.privateDir });
      const lines = [`已重新加密：字段 ${counts.values} 个，摘要 ${counts.digests} 个，证件照片 ${counts.files} 个`];
      if (next.file) {
        const dir = keysDirectory(config.dataDir);
        await rename(path.join(dir, KEY_FILES.data), path.join(dir, KEY_FILES.previousData));
        await rename(next.file, path.join(dir, KEY_FILES.data));
        lines.push(`新密钥已写入 ${path.join(dir, KEY_FILES.data)}，旧密钥保存在 ${KEY_FILES.previousData}（确认服务正常后可删除）`);
      } else {
        lines.push('请把每个服务实例的 DATA_KEY 改为 NEW_DATA_KEY 的值，再启动服务');
      }
      return lines.join('\n');
    },
  };
}

// `npm run cli -- keys rotate-rsa-key`: nothing is stored under the RSA key (it only carries fields to the server), so
// nothing is re-encrypted; the previous key stays accepted for pages that fetched its public key before the restart.
export const rotateRsaKeyCommand: CliCommand = {
  name: 'keys rotate-rsa-key',
  usage: 'keys rotate-rsa-key',
  summary: '轮换传输加密的 RSA 密钥，旧密钥保留为上一把，仍可解密（须先停止服务）',
  serverStopped: true,
  async run({ config }) {
    if (config.inMemory) throw new UsageError('DATA_DIR=memory:// 的密钥只存在于进程内存中，无需轮换');
    if (config.rsaPrivateKey) {
      throw new UsageError('RSA 私钥由环境变量 RSA_PRIVATE_KEY 提供：请把旧私钥移到 RSA_PRIVATE_KEY_PREVIOUS，新私钥设为 RSA_PRIVATE_KEY');
    }
    const dir = keysDirectory(config.dataDir);
    const current = path.join(dir, KEY_FILES.rsa);
    await copyFile(current, path.join(dir, KEY_FILES.previousRsa));
    await writeFile(`${current}.next`, await generateRsaPrivateKeyPem(), { mode: 0o600 });
    await rename(`${current}.next`, current);
    return `新的 RSA 私钥已写入 ${current}；旧私钥保存在 ${KEY_FILES.previousRsa}，下次启动后仍可解密，确认无旧页面在用后可删除`;
  },
};
