import { FilterXSS } from 'xss';

// Rich text of articles, notices and service pages is sanitised once, when it is written
// (seed or editor), with an allow-list; what is stored is what is served.

const ALLOWED = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  br: [],
  blockquote: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
} satisfies Record<string, string[]>;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/giu, (match, body: string) => {
    if (body[0] === '#') {
      const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function escapeAttr(value: string): string {
  return value.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}

// A scheme is whatever precedes the first ':' that comes before any '/', '?' or '#'.
function schemeOf(url: string): string | null {
  const m = /^([^/?#]*?):/u.exec(url);
  return m ? (m[1] ?? '').toLowerCase() : null;
}

// Links: http(s), site-relative paths, anchors, mail and phone. Images: https or site-relative only.
export function safeUrl(kind: 'href' | 'src', raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme (java\tscript:).
  // eslint-disable-next-line no-control-regex -- the control characters are what this strips
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/gu, '');
  if (!url) return null;
  const scheme = schemeOf(url);
  if (scheme === null) return url.startsWith('//') && kind === 'src' ? null : url;
  const allowed = kind === 'href' ? ['http', 'https', 'mailto', 'tel'] : ['https'];
  return allowed.includes(scheme) ? url : null;
}

// Elements dropped with everything inside them. Nesting is counted (<math><style>…</style></math> goes as one piece)
// and an element left open runs to the end: the library's own strip leaves "[removed]" marks and tags behind there.
const DROPPED_WITH_BODY = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
]);

function bodyStripper() {
  const ranges: [number, number][] = [];
  let depth = 0;
  let start = 0;
  return {
    // Positions are offsets in the output being built; every ignored tag writes nothing.
    onIgnoreTag(tag: string, _html: string, options: { position?: number | undefined; isClosing?: boolean | undefined }): string {
      const position = options.position ?? 0;
      if (!DROPPED_WITH_BODY.has(tag)) return '';
      if (!options.isClosing) {
        if (depth === 0) start = position;
        depth += 1;
      } else if (depth > 0) {
        depth -= 1;
        if (depth === 0) ranges.push([start, position]);
      }
      return '';
    },
    remove(html: string): string {
      if (depth > 0) ranges.push([start, html.length]);
      let out = '';
      let at = 0;
      for (const [from, to] of ranges) {
        out += html.slice(at, from);
        at = Math.max(at, to);
      }
      return out + html.slice(at);
    },
  };
}

function createFilter(onIgnoreTag: ReturnType<typeof bodyStripper>['onIgnoreTag']) {
  return new FilterXSS({
    whiteList: ALLOWED,
    onIgnoreTag,
    allowCommentTag: false,
    css: false,
    onTagAttr(tag, name, value) {
      if ((tag === 'a' && name === 'href') || (tag === 'img' && name === 'src')) {
        const url = safeUrl(name === 'href' ? 'href' : 'src', value);
        return url === null ? '' : `${name}="${escapeAttr(url)}"`;
      }
      if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') {
        return /^\d{1,4}$/u.test(value.trim()) ? `${name}="${value.trim()}"` : '';
      }
      return undefined;
    },
  });
}

export function sanitizeHtml(html: string): string {
  const stripper = bodyStripper();
  // Every link leaves with rel=noopener; `rel` itself is not on the allow-list, so none survives from input.
  return stripper
    .remove(createFilter((tag, raw, options) => stripper.onIgnoreTag(tag, raw, options)).process(html))
    .replace(/<a(?=[\s>])/gu, '<a rel="noopener noreferrer"')
    .trim();
}

// Plain text of sanitised HTML (search, summaries, PDF paragraphs).
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/giu, '\n').replace(/<[^>]*>/gu, ''))
    .replace(/[ \t]+/gu, ' ')
    .trim();
}
