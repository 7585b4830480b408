import { AppError } from '@fund-direct/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import { maskMobile } from '@fund-direct/domain/format';
import { countSmsSend } from '../../plugins/metrics-registry.ts';

// Issue 3: the SMS sender is an adapter chosen by SMS_PROVIDER: `console` (the default outside
// production) logs the code; `http` posts to a provider whose URL and key come from configuration.
export interface SmsSender {
  readonly name: string;
  send(mobile: string, text: string): Promise<void>;
}

export const SMS_FAILED_MSG = '短信发送失败，请稍后重试';
export const SMS_DISABLED_MSG = '短信服务暂未开通，请联系客服';

export interface SmsConfig {
  provider: 'console' | 'http' | 'disabled';
  httpUrl: string | undefined;
  httpKey: string | undefined;
  timeoutMs: number;
}

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const SmsEnv = z.object({
  SMS_PROVIDER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['console', 'http', 'disabled'], { error: '必须是 console、http 或 disabled' }).optional(),
  ),
  SMS_HTTP_URL: optional.refine((v) => v === undefined || /^https?:\/\//.test(v), '必须是 http:// 或 https:// 开头的地址'),
  SMS_HTTP_KEY: optional,
  SMS_HTTP_TIMEOUT_MS: z.preprocess(
    (v) => (v === undefined || v === '' ? 5000 : Number(v)),
    z.number({ error: '必须是整数' }).int('必须是整数').min(100, '不能小于 100').max(60000, '不能大于 60000'),
  ),
});

// Read once at start; production has no silent default: without SMS_PROVIDER it is `disabled`.
export function loadSmsConfig(env: Record<string, string | undefined>, nodeEnv: string): SmsConfig {
  const parsed = SmsEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `环境变量 ${name} 无效：${issue.message}（当前值 "${env[name] ?? ''}"）`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const provider = e.SMS_PROVIDER ?? (nodeEnv === 'production' ? 'disabled' : 'console');
  if (provider === 'http' && (!e.SMS_HTTP_URL || !e.SMS_HTTP_KEY)) {
    throw new ConfigError('环境变量 SMS_HTTP_URL 和 SMS_HTTP_KEY 无效：SMS_PROVIDER=http 时必须设置');
  }
  return { provider, httpUrl: e.SMS_HTTP_URL, httpKey: e.SMS_HTTP_KEY, timeoutMs: e.SMS_HTTP_TIMEOUT_MS };
}

export function consoleSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    name: 'console',
    async send(mobile, text) {
      log.info({ sms: { to: mobile, text } }, 'SMS (console provider)');
    },
  };
}

export function httpSmsSender(
  options: { url: string; key: string; timeoutMs: number },
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    name: 'http',
    async send(mobile, text) {
      let status: number;
      try {
        const response = await fetchImpl(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
          body: JSON.stringify({ mobile, content: text }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        log.warn({ err: error, to: maskMobile(mobile) }, 'SMS provider unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', SMS_FAILED_MSG);
      }
      if (status < 200 || status >= 300) {
        log.warn({ status, to: maskMobile(mobile) }, 'SMS provider refused');
        throw new AppError('SERVICE_UNAVAILABLE', SMS_FAILED_MSG);
      }
    },
  };
}

export function disabledSmsSender(): SmsSender {
  return {
    name: 'disabled',
    async send() {
      throw new AppError('SERVICE_UNAVAILABLE', SMS_DISABLED_MSG);
    },
  };
}

// Every send is counted by provider and outcome (the metrics' SMS panel and its alert).
export function countedSmsSender(sender: SmsSender): SmsSender {
  return {
    name: sender.name,
    async send(mobile, text) {
      try {
        await sender.send(mobile, text);
      } catch (error) {
        countSmsSend(sender.name, 'failed');
        throw error;
      }
      countSmsSend(sender.name, 'sent');
    },
  };
}

export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  if (config.provider === 'http')
    return countedSmsSender(httpSmsSender({ url: config.httpUrl!, key: config.httpKey!, timeoutMs: config.timeoutMs }, log));
  if (config.provider === 'disabled') return countedSmsSender(disabledSmsSender());
  return countedSmsSender(consoleSmsSender(log));
}
