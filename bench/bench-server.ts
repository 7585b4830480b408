// What several benches share: the configuration of the server they measure, and the §9 headers of a signed call.
import { COMMON_PARAMS, SIGN_HEADERS, signRequest } from '@fund-direct/domain/signing';
import { loadConfig, type Config } from '../apps/server/src/config.ts';

// Production settings on a throw-away data directory; the per-IP limit stays in the measured path, set high enough that one
// client never reaches it. As environment variables, for a server in a process of its own (server-process.ts).
export function benchEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SITE_ORIGIN: 'https://www.example.com',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '1000000000',
    ...extra,
  };
}

export function benchConfig(dataDir: string, extra: Record<string, string> = {}): Config {
  return loadConfig(benchEnv(dataDir, extra));
}

export function signedHeaders(method: string, path: string, params: Record<string, unknown>, token?: string): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    [SIGN_HEADERS.channel]: COMMON_PARAMS.channel,
    [SIGN_HEADERS.version]: COMMON_PARAMS.version,
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.sign]: signRequest({ method, path, params, timestamp }),
    ...(token ? { [SIGN_HEADERS.token]: token } : {}),
  };
}
