import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EXCHANGE_VERSIONS, WRITTEN_EXCHANGE_VERSION, type ExchangeVersion } from '@fund-direct/domain/exchange';
import { STAFF_LIMITS } from '@fund-direct/domain/ops';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MEMORY_DATA_DIR = 'memory://';

// The GB 11643 example number: a valid ID number the simulated identity verification refuses by default.
export const DEFAULT_REFUSED_ID = '11010519491231002X';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Issue 34: our 销售人代码 and the registrar's code when none is configured (the built-in registrar answers to any code).
export const DEFAULT_SALES_AGENCY_CODE = 'F01';
export const DEFAULT_TA_CODE = '98';

export interface ExchangeConfig {
  mode: 'embedded' | 'exchange';
  salesAgencyCode: string;
  taCode: string;
  // outbox/ (files we send) and inbox/ (files we receive) below it.
  dir: string;
  // The protocol version written (both versions of EXCHANGE_VERSIONS are read).
  version: ExchangeVersion;
}

export interface Config {
  exchange: ExchangeConfig;
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  // DATA_DIR=memory:// keeps the database and the keys in memory.
  dataDir: string;
  inMemory: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  webRoot: string;
  // The operations console's build (apps/ops), served under /ops/.
  opsWebRoot: string;
  // §3 image base address (manager avatars): absolute URL or a path on this server.
  imageBaseUrl: string;
  // The public address of the site (scheme, host, port, no trailing slash): canonical URLs, Open Graph, the sitemap.
  siteOrigin: string;
  // The yearly risk-free rate of the Sharpe ratios in fund comparisons, a fraction (stated beside the figures).
  riskFreeRate: string;
  logLevel: LogLevel;
  rsaPrivateKey: string | undefined;
  // The RSA key before the last rotation, still accepted for decryption (docs/operations.md, key rotation).
  previousRsaPrivateKey: string | undefined;
  dataKey: Buffer | undefined;
  rateLimit: { max: number; windowMs: number };
  // Issue 16: SMS sends allowed over all numbers and per number prefix, per hour and per Shanghai day.
  smsBudget: SmsBudgetConfig;
  bodyLimit: number;
  trustProxy: boolean;
  // ID-card photos: 'auto' approves an upload at once (demo), 'manual' waits for `id-review`.
  idReview: 'auto' | 'manual';
  // Encrypted private files (ID-card images), outside the web root; a temp directory with DATA_DIR=memory://.
  privateDir: string;
  // ID numbers the simulated identity verification refuses (test identities).
  idVerifyRefuse: string[];
  // Card-number endings the simulated bank gateway refuses (test cards that fail).
  bankRefuseCardSuffixes: string[];
  // Transfer-agent scheduler: 'demo' publishes each trading day's synthetic NAV after 15:00 China time and runs the batch.
  taSchedule: 'off' | 'demo';
  // §3 configuration: the company's account that 汇款支付 orders are paid into.
  remitAccount: { bankName: string; accountName: string; accountNo: string; bankAddress: string; bigPaymentNo: string };
  // Prometheus metrics at /metrics, only with this bearer token; unset: no /metrics and no request timing.
  metricsToken: string | undefined;
  // Graceful shutdown: how long readiness answers 503 before the server stops accepting (the load balancer's checks see it
  // and drain the instance), then how long requests in flight may take to finish.
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  // Worker threads that search keywords not answered from the search cache (0: the server's own thread searches).
  searchWorkers: number;
  // Worker threads rendering public pages missing from the page cache (plugins/ssr-pool.ts); 0: the server's thread.
  renderWorkers: number;
  // Separation of duties: hours during which an account created or reset by an administrator does not approve that
  // administrator's proposals (nor they its): STAFF_COOLING_HOURS, default 24.
  staffCoolingHours: number;
}

export interface SmsBudgetConfig {
  globalPerHour: number;
  globalPerDay: number;
  prefixPerHour: number;
  prefixPerDay: number;
  prefixDigits: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

// Empty variables count as unset so that `FOO= npm start` falls back to the default.
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const integerIn = (min: number, max: number) =>
  z
    .number({ error: `必须是 ${min}–${max} 之间的整数` })
    .int(`必须是整数`)
    .min(min, `不能小于 ${min}`)
    .max(max, `不能大于 ${max}`);
const intIn = (min: number, max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : Number(v)), integerIn(min, max));
// Unset stays undefined: the default depends on other settings.
const optionalIntIn = (min: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), integerIn(min, max).optional());

const EnvSchema = z.object({
  PORT: intIn(0, 65535, 3000),
  HOST: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('0.0.0.0')),
  NODE_ENV: z.preprocess(
    (v) => (v === '' || v === undefined ? 'development' : v),
    z.enum(['development', 'production', 'test'], { error: '必须是 development、production 或 test' }),
  ),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), '必须是 postgres:// 开头的连接串'),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//.test(v), '必须是 redis:// 开头的连接串'),
  WEB_ROOT: optionalText,
  OPS_WEB_ROOT: optionalText,
  IMAGE_BASE_URL: optionalText.refine((v) => v === undefined || /^(https?:\/\/|\/)/.test(v), '必须是 http(s):// 或 / 开头的地址'),
  SITE_ORIGIN: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#]+$/.test(v), '必须是 http(s)://主机[:端口]，结尾不带 /'),
  RISK_FREE_RATE: z.preprocess(
    (v) => (v === undefined || v === '' ? '0.015' : v),
    z.string().regex(/^0(\.\d{1,6})?$/, '必须是 0 到 1 之间的小数（年化，如 0.015 表示 1.5%）'),
  ),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LOG_LEVELS, { error: `必须是 ${LOG_LEVELS.join('、')} 之一` }).optional(),
  ),
  RSA_PRIVATE_KEY: optionalText.refine((v) => v === undefined || v.includes('PRIVATE KEY'), '必须是 PEM 格式的 RSA 私钥'),
  RSA_PRIVATE_KEY_PREVIOUS: optionalText.refine((v) => v === undefined || v.includes('PRIVATE KEY'), '必须是 PEM 格式的 RSA 私钥'),
  DATA_KEY: optionalText.refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, '必须是 32 字节密钥的 base64 编码'),
  RATE_LIMIT_MAX: intIn(1, 1_000_000_000, 300),
  RATE_LIMIT_WINDOW_MS: intIn(1000, 86_400_000, 60_000),
  SMS_BUDGET_HOUR: intIn(1, 10_000_000, 2000),
  SMS_BUDGET_DAY: intIn(1, 100_000_000, 20000),
  SMS_BUDGET_PREFIX_HOUR: intIn(1, 10_000_000, 100),
  SMS_BUDGET_PREFIX_DAY: intIn(1, 100_000_000, 500),
  SMS_BUDGET_PREFIX_DIGITS: intIn(3, 11, 7),
  BODY_LIMIT_BYTES: intIn(1024, 100 * 1024 * 1024, 1024 * 1024),
  ID_REVIEW: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['auto', 'manual'], { error: '必须是 auto 或 manual' }).optional()),
  ID_VERIFY_REFUSE: z.preprocess(
    (v) => (v === undefined || v === '' ? DEFAULT_REFUSED_ID : v),
    z.string().regex(/^(none|[\dA-Za-z]{5,30}(,[\dA-Za-z]{5,30})*)$/, '必须是以逗号分隔的证件号码，或 none'),
  ),
  TRUST_PROXY: z.preprocess(
    (v) => (v === undefined || v === '' ? 'false' : v),
    z.enum(['true', 'false', '1', '0'], { error: '必须是 true 或 false' }),
  ),
  TA_SCHEDULE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['off', 'demo'], { error: '必须是 off 或 demo' }).optional()),
  BANK_REFUSE_CARD_SUFFIXES: z.preprocess(
    (v) => (v === undefined || v === '' ? '0000' : v),
    z.string().regex(/^(none|\d{1,18}(,\d{1,18})*)$/, '必须是以逗号分隔的卡号尾号（数字），或 none'),
  ),
  REMIT_BANK_NAME: optionalText,
  REMIT_ACCOUNT_NAME: optionalText,
  REMIT_ACCOUNT_NO: optionalText.refine((v) => v === undefined || /^\d{8,30}$/.test(v), '必须是8-30位数字'),
  REMIT_BANK_ADDRESS: optionalText,
  SHUTDOWN_DRAIN_MS: intIn(0, 60_000, 0),
  SHUTDOWN_TIMEOUT_MS: intIn(100, 600_000, 10_000),
  SEARCH_WORKERS: intIn(0, 16, 0),
  SSR_WORKERS: optionalIntIn(0, 16),
  STAFF_COOLING_HOURS: intIn(0, 24 * 90, STAFF_LIMITS.coolingHours),
  REMIT_BIG_PAYMENT_NO: optionalText.refine((v) => v === undefined || /^\d{12}$/.test(v), '必须是12位大额支付行号'),
  // Issue 34: who confirms orders — the built-in batch (embedded) or the registrar through exchange files (exchange).
  TA_MODE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['embedded', 'exchange'], { error: '必须是 embedded 或 exchange' }).optional(),
  ),
  SALES_AGENCY_CODE: optionalText.refine((v) => v === undefined || /^[0-9A-Z]{3,9}$/.test(v), '必须是3到9位数字或大写字母（销售人代码）'),
  TA_CODE: optionalText.refine((v) => v === undefined || /^[0-9A-Z]{2,9}$/.test(v), '必须是2到9位数字或大写字母（登记机构代码）'),
  EXCHANGE_DIR: optionalText,
  EXCHANGE_VERSION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(EXCHANGE_VERSIONS, { error: `必须是 ${EXCHANGE_VERSIONS.join('、')} 之一` }).optional(),
  ),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{24,200}$/.test(v), '必须是至少 24 个字符的可见 ASCII 字符串'),
});

// A page missing from the cache costs several milliseconds of CPU: rendered on the thread that answers requests, a burst
// of new URLs (a crawler, a fund opening) queues every API call behind it. In production, with a core to spare, one
// worker renders them; tests and development render in-thread so that they start no thread they do not need.
export function defaultRenderWorkers(nodeEnv: Config['nodeEnv'], cores = os.availableParallelism()): number {
  return nodeEnv === 'production' && cores > 1 ? 1 : 0;
}

// Read and validate the environment once; the message names the variable that is wrong.
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `环境变量 ${name} 无效：${issue.message}（当前值 "${env[name] ?? ''}"）`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  // Issue 17: in production NAVs come only from the console (published after review), never from the generator.
  if (e.NODE_ENV === 'production' && e.TA_SCHEDULE === 'demo') {
    throw new ConfigError('环境变量 TA_SCHEDULE 无效：生产环境（NODE_ENV=production）不生成模拟净值，只能是 off（当前值 "demo"）');
  }
  // Canonical links, Open Graph, JSON-LD, robots and the sitemap name this address: a production site must not send crawlers
  // to localhost or to plain http.
  if (e.NODE_ENV === 'production' && !e.SITE_ORIGIN?.startsWith('https://')) {
    throw new ConfigError(
      `环境变量 SITE_ORIGIN 无效：生产环境（NODE_ENV=production）必须设置为站点的 https:// 公网地址（当前值 "${e.SITE_ORIGIN ?? ''}"）`,
    );
  }
  const dataDir = e.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    dataDir,
    inMemory: dataDir === MEMORY_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    webRoot: path.resolve(e.WEB_ROOT ?? path.join(REPO_ROOT, 'apps/web/dist')),
    opsWebRoot: path.resolve(e.OPS_WEB_ROOT ?? path.join(REPO_ROOT, 'apps/ops/dist')),
    imageBaseUrl: e.IMAGE_BASE_URL ?? '/resources/media/images/',
    siteOrigin: e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`,
    riskFreeRate: e.RISK_FREE_RATE,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    rsaPrivateKey: e.RSA_PRIVATE_KEY,
    previousRsaPrivateKey: e.RSA_PRIVATE_KEY_PREVIOUS,
    dataKey: e.DATA_KEY === undefined ? undefined : Buffer.from(e.DATA_KEY, 'base64'),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    smsBudget: {
      globalPerHour: e.SMS_BUDGET_HOUR,
      globalPerDay: e.SMS_BUDGET_DAY,
      prefixPerHour: e.SMS_BUDGET_PREFIX_HOUR,
      prefixPerDay: e.SMS_BUDGET_PREFIX_DAY,
      prefixDigits: e.SMS_BUDGET_PREFIX_DIGITS,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    idReview: e.ID_REVIEW ?? (e.NODE_ENV === 'production' ? 'manual' : 'auto'),
    privateDir: dataDir === MEMORY_DATA_DIR ? path.join(os.tmpdir(), `fund-direct-private-${process.pid}`) : path.join(dataDir, 'private'),
    idVerifyRefuse: e.ID_VERIFY_REFUSE === 'none' ? [] : e.ID_VERIFY_REFUSE.toUpperCase().split(','),
    bankRefuseCardSuffixes: e.BANK_REFUSE_CARD_SUFFIXES === 'none' ? [] : e.BANK_REFUSE_CARD_SUFFIXES.split(','),
    taSchedule: e.TA_SCHEDULE ?? (e.NODE_ENV === 'development' ? 'demo' : 'off'),
    remitAccount: {
      bankName: e.REMIT_BANK_NAME ?? '招商银行上海分行营业部',
      accountName: e.REMIT_ACCOUNT_NAME ?? '沣泽基金管理有限公司直销专户',
      accountNo: e.REMIT_ACCOUNT_NO ?? '121909876510802',
      bankAddress: e.REMIT_BANK_ADDRESS ?? '上海市浦东新区陆家嘴环路1088号',
      bigPaymentNo: e.REMIT_BIG_PAYMENT_NO ?? '308290003020',
    },
    exchange: {
      mode: e.TA_MODE ?? 'embedded',
      salesAgencyCode: e.SALES_AGENCY_CODE ?? DEFAULT_SALES_AGENCY_CODE,
      taCode: e.TA_CODE ?? DEFAULT_TA_CODE,
      dir: path.resolve(
        e.EXCHANGE_DIR ??
          (dataDir === MEMORY_DATA_DIR ? path.join(os.tmpdir(), `fund-direct-exchange-${process.pid}`) : path.join(dataDir, 'exchange')),
      ),
      version: e.EXCHANGE_VERSION ?? WRITTEN_EXCHANGE_VERSION,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    searchWorkers: e.SEARCH_WORKERS,
    renderWorkers: e.SSR_WORKERS ?? defaultRenderWorkers(e.NODE_ENV),
    staffCoolingHours: e.STAFF_COOLING_HOURS,
  };
}
