// Fields of schema.org objects that hold an address; site-relative ones become absolute with the site's origin.
const URL_FIELDS = new Set(['url', 'item', 'image', 'logo', 'thumbnailUrl', 'contentUrl', 'mainEntityOfPage', '@id']);

export function absoluteUrl(value: string, origin: string): string {
  return value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value;
}

export function absoluteJsonLd(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_FIELDS.has(key) ? absoluteUrl(value, origin) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteJsonLd(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, absoluteJsonLd(field, origin, name)]));
  }
  return value;
}

// JSON inside <script> ends at the first `</script`; `<` written as \u003c (and the two JavaScript line breaks
// escaped) keeps the text a single valid JSON document whatever the content says.
export function jsonLdText(item: Record<string, unknown>, origin: string): string {
  return JSON.stringify(absoluteJsonLd(item, origin))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
