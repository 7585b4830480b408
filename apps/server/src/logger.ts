import { ENCRYPTED_FIELDS } from '@fund-direct/domain/crypto';
import { SIGN_HEADERS } from '@fund-direct/domain/signing';
import { pino, type Logger, type LoggerOptions } from 'pino';
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
