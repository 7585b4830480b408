import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { httpSmsSender, loadSmsConfig, SMS_FAILED_MSG } from './sms-sender.ts';

const log = pino({ level: 'silent' });

async function provider(status: number) {
  const received: Array<{ auth: string | undefined; body: unknown }> = [];
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
      response.writeHead(status).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMS sender adapters', () => {
  it('defaults to console outside production and to disabled in production', () => {
    expect(loadSmsConfig({}, 'development').provider).toBe('console');
    expect(loadSmsConfig({}, 'production').provider).toBe('disabled');
  });

  it('names the bad variable', () => {
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'pigeon' }, 'development')).toThrow(/SMS_PROVIDER/);
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'http' }, 'development')).toThrow(ConfigError);
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x', SMS_HTTP_KEY: 'k' }, 'development')).toThrow(
      /SMS_HTTP_URL/,
    );
  });

  it('posts the text with the configured key, and reports a refusal as a Chinese message', async () => {
    const ok = await provider(200);
    try {
      await httpSmsSender({ url: ok.url, key: 'secret-key', timeoutMs: 2000 }, log).send('13800000001', '验证码123456');
      expect(ok.received).toEqual([{ auth: 'Bearer secret-key', body: { mobile: '13800000001', content: '验证码123456' } }]);
    } finally {
      await ok.close();
    }
    const refusing = await provider(500);
    try {
      await expect(httpSmsSender({ url: refusing.url, key: 'k', timeoutMs: 2000 }, log).send('13800000001', 'x')).rejects.toThrow(
        SMS_FAILED_MSG,
      );
    } finally {
      await refusing.close();
    }
  });
});
