import { Typography } from 'antd';

// The site's article typography, enough to judge headings, lists, quotes and images.
const PREVIEW_STYLE = `
  body { margin: 0; padding: 20px 24px; font: 15px/1.8 -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; color: #262626; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  .meta { color: #8c8c8c; font-size: 13px; margin-bottom: 16px; }
  h2 { font-size: 19px; margin: 20px 0 8px; } h3 { font-size: 17px; margin: 16px 0 8px; } h4 { font-size: 15px; margin: 12px 0 6px; }
  img { max-width: 100%; height: auto; }
  blockquote { margin: 12px 0; padding: 4px 14px; border-left: 3px solid #c9a063; color: #595959; background: #faf7f2; }
  a { color: #b8863b; }
  table { border-collapse: collapse; } td, th { border: 1px solid #e8e8e8; padding: 4px 8px; }
`;

const escapeText = (text: string) => text.replace(/[&<>"]/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

// The body as the site shows it, in a sandboxed frame without scripts: nothing in it can run (the server sanitises the
// HTML again when it is saved). Same origin only so that uploaded images (/api/media/…) load under the console's policy.
export function ArticlePreview({ title, author, html }: { title: string; author: string; html: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>${PREVIEW_STYLE}</style></head><body><h1>${escapeText(title || '（未填写标题）')}</h1><div class="meta">${escapeText(author)}</div>${html || '<p style="color:#bfbfbf">（正文为空）</p>'}</body></html>`;
  return (
    <div>
      <Typography.Text type="secondary">预览（网站显示效果）</Typography.Text>
      <iframe
        title="文章预览"
        sandbox="allow-same-origin"
        srcDoc={doc}
        style={{ width: '100%', height: 560, border: '1px solid #f0f0f0', borderRadius: 6, marginTop: 8, background: '#fff' }}
      />
    </div>
  );
}
