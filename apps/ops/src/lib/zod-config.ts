import { z } from 'zod';

// The site's CSP (script-src 'self') forbids eval: zod must not compile validators with
// `new Function`. zod reads this flag when each object schema is defined, so this module is
// imported first by main.tsx, before any module that declares a schema.
z.config({ jitless: true });
