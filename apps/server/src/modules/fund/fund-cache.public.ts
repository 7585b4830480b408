// For caches outside the fund module that hold what was computed from fund data (the sitemap).
export { fundDataVersion } from './fund-cache.ts';
