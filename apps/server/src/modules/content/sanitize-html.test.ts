import { describe, expect, it } from 'vitest';
import { htmlToText, safeUrl, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, styles and frames with their content', () => {
    const out = sanitizeHtml('<p>正文<script>alert(1)</script></p><style>p{color:red}</style><iframe src="https://x.test"></iframe>');
    expect(out).toBe('<p>正文</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">文字</p><img src="/a.png" onerror="alert(1)">')).toBe(
      '<p>文字</p><img src="/a.png">',
    );
  });

  it('removes javascript: links, also when hidden by entities, case or whitespace', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      ' java\tscript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:x',
      'data:text/html,<b>',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">链接</a>`);
      expect(out).not.toMatch(/href=/u);
      expect(out).toContain('链接');
    }
  });

  it('keeps http(s) and site-relative links and adds rel=noopener', () => {
    expect(sanitizeHtml('<a href="/fund_detail?fundCode=000512" rel="opener" target="_blank">基金</a>')).toBe(
      '<a rel="noopener noreferrer" href="/fund_detail?fundCode=000512">基金</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&c=2">外链</a>')).toContain('href="https://example.com/a?b=1&amp;c=2"');
  });

  it('keeps images only from https or this site', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="图">')).toBe('<img src="https://cdn.example.com/a.png" alt="图">');
    expect(sanitizeHtml('<img src="http://cdn.example.com/a.png">')).toBe('<img>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img>');
    expect(sanitizeHtml('<img src="//evil.example.com/a.png">')).toBe('<img>');
  });

  it('keeps the allowed structure and drops other tags but not their text', () => {
    const html =
      '<h2>标题</h2><div><ul><li><strong>一</strong></li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table></div><blockquote><em>引</em></blockquote>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>标题</h2><ul><li><strong>一</strong></li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><blockquote><em>引</em></blockquote>',
    );
  });

  it('drops non-numeric sizes and comments', () => {
    expect(sanitizeHtml('<!-- x --><img src="/a.png" width="100" height="1;x">')).toBe('<img src="/a.png" width="100">');
  });
});

describe('safeUrl', () => {
  it('accepts mailto and tel for links only', () => {
    expect(safeUrl('href', 'tel:4009217000')).toBe('tel:4009217000');
    expect(safeUrl('src', 'tel:4009217000')).toBeNull();
  });
});

describe('sanitizeHtml with nested and unclosed dropped elements', () => {
  it('drops a nested dropped element as one piece, leaving no marks or stray tags', () => {
    expect(sanitizeHtml('<math><mtext><table><style><img src=x onerror=alert(1)></style></table></mtext></math><p>后</p>')).toBe(
      '<p>后</p>',
    );
  });

  it('drops an element left open to the end, and ignores a stray closing tag', () => {
    expect(sanitizeHtml('<p>前</p><script>alert(1)')).toBe('<p>前</p>');
    expect(sanitizeHtml('<p>前</p></script><p>后</p>')).toBe('<p>前</p><p>后</p>');
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<p>A &amp; B<br>C&#x4E2D;</p>')).toBe('A & B\nC中');
  });
});
