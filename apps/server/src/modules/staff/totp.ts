import { STAFF_LIMITS } from '@fund-direct/domain/ops';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 with the parameters every authenticator app understands (SHA-1, 6 digits, 30 s).
export const TOTP_ISSUER = 'Fund Direct 运营管理平台';

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: STAFF_LIMITS.totpDigits,
    period: STAFF_LIMITS.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32, '').generate({ timestamp: at.getTime() });
}

// The time step a code belongs to (one step of clock drift either way), or null when it matches none.
// The caller refuses a step at or before the last one accepted, so a code works once (RFC 6238 §5.2).
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: STAFF_LIMITS.totpPeriodSeconds, timestamp: at.getTime() }) + delta;
}
