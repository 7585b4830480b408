import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security-headers.ts';

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
});
