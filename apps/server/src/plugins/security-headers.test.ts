import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, helmetOptions, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are helmet's, with the site's CSP, worked out once", () => {
    const headers = securityHeaders(helmetOptions(false));
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('pin HTTPS only in production', () => {
    expect(securityHeaders(helmetOptions(false))['strict-transport-security']).toBeUndefined();
    expect(securityHeaders(helmetOptions(true))['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('are, for API answers, what keeps JSON from being framed, sniffed, read by another origin or stored', () => {
    const api = apiSecurityHeaders(securityHeaders(helmetOptions(false)));
    expect(api).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    const production = securityHeaders(helmetOptions(true));
    expect(apiSecurityHeaders(production)['strict-transport-security']).toBe(production['strict-transport-security']);
  });
});
