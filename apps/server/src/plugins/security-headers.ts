import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    // An /api route whose answer a browser shows in a tab of its own (an image, a PDF opened inline): it gets the page
    // headers, as a page does, instead of the API set.
    opensAsDocument?: true;
  }
}
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

// A JSON answer is not a document: it needs what keeps it from being framed, sniffed, read by another origin or stored
// (the OWASP REST Security Cheat Sheet's list for APIs, HSTS in production as everywhere), not the page's CSP, COOP,
// origin-agent-cluster or referrer policy, which were nearly a kilobyte on every call. no-store: answers carry personal
// data (holdings, bills, masked identities) that no browser or proxy cache should keep.
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

const API_PREFIX = '/api/';

// Pages, files and the console get helmet's set with the site's CSP; /api answers the API set, but for the routes that
// declare `opensAsDocument` (an image's document shown under the API's CSP loses even its own styles). A route may still
// set its own (a file's caching), after these.
export function registerSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const documentHeaders = securityHeaders(helmetOptions(production));
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith(API_PREFIX) && request.routeOptions.config.opensAsDocument !== true;
    reply.headers(api ? apiHeaders : documentHeaders);
    done();
  });
}
