import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// The SPA passes this CSP: Ant Design injects styles; nothing is loaded from another origin.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind HTTPS in production; on http://localhost it would pin the browser.
    strictTransportSecurity: production,
  };
}

// Helmet's headers do not depend on the request, so they are worked out once by running its
// middleware against a recording response; every reply then gets the same set.
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

// A server-rendered page carries inline scripts (its data, JSON-LD): the same policy, with this response's nonce
// allowed in script-src (never 'unsafe-inline').
export function withScriptNonce(csp: string, nonce: string): string {
  return csp.replace(/script-src ([^;]*)/, (_match, sources: string) => `script-src ${sources} 'nonce-${nonce}'`);
}

export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = securityHeaders(helmetOptions(production));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
