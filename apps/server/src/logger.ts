import { ENCRYPTED_FIELDS } from '@fund-direct/domain/crypto';
import { SIGN_HEADERS } from '@fund-direct/domain/signing';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

// Secrets never reach the log: tokens, signatures and every field that travels encrypted.
const SECRET_FIELDS = [...ENCRYPTED_FIELDS, 'token'];
export const REDACT_PATHS = [
  `req.headers.${SIGN_HEADERS.token}`,
  `req.headers["${SIGN_HEADERS.sign}"]`,
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    options.transport = { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } };
  }
  return options;
}

export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>): Logger {
  return pino(loggerOptions(config));
}

const { chindingsSym } = pino.symbols;

// Fastify binds each request's id to a child logger. pino's child() passes every binding through the redaction of the
// wildcard paths above (*.token, …), a twentieth of a small request's cost, which cannot change a string: a binding of
// strings (the id genReqId made or checked, request-id.ts) is appended to the parent's as pino's child() writes it.
// Anything else (options, other values, a logger that is not pino) goes through child().
export function requestChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const parent = logger as unknown as Record<symbol, unknown>;
  const inherited = parent[chindingsSym];
  const entries = Object.entries(bindings);
  if (typeof inherited !== 'string' || Object.keys(options).length > 0 || !entries.every(([, value]) => typeof value === 'string')) {
    return logger.child(bindings, options);
  }
  const child = Object.create(logger) as Record<symbol, unknown>;
  child[chindingsSym] = inherited + entries.map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`).join('');
  return child as unknown as FastifyBaseLogger;
}
