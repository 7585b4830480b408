import { AppError } from '@fund-direct/domain/errors';
import type { FastifyInstance } from 'fastify';

// No request of the spec nests deeper than a few levels (a page object inside a body, a list of rows);
// 32 leaves room for any real call and stops bodies that would make signing or parsing work explode.
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MSG = `请求体嵌套层级过深（最多${MAX_JSON_DEPTH}层）`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

// One pass over the raw text, skipping strings: true as soon as objects/arrays nest deeper than `max`.
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

// Replaces the JSON body parser: the depth is checked on the text, then Fastify's own parser (with its
// prototype-poisoning protection and error codes) does the parsing. A too-deep body is a 400/1001 envelope.
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION', JSON_TOO_DEEP_MSG), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
