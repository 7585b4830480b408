import { describe, expect, it } from 'vitest';
import { toPagePath } from './route-names.ts';

describe('toPage after login (§4)', () => {
  it('goes home without a stored page', () => {
    expect(toPagePath(null)).toBe('/home');
  });

  it('resolves a §2 route name with its query', () => {
    expect(toPagePath({ name: 'fundDetail', query: { fundCode: '000001' } })).toBe('/fund_detail?fundCode=000001');
  });

  it('accepts a path, as the 401 dialog stores it', () => {
    expect(toPagePath({ name: '/assets/my_assets', query: {} })).toBe('/assets/my_assets');
  });

  it('never leaves the site nor loops back to a login page', () => {
    expect(toPagePath({ name: '//evil.example/x' })).toBe('/home');
    expect(toPagePath({ name: 'login' })).toBe('/home');
    expect(toPagePath({ name: 'noSuchRoute' })).toBe('/home');
  });
});
