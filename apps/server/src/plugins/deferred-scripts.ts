// A server-rendered page is complete HTML: its content can be painted before any of the app's JavaScript arrives. On a
// phone the module script and its preloads in <head> compete with the page for the first seconds of a slow network
// and then block the main thread while they hydrate, which delays the largest paint. Such a page therefore loads
// them after its first frame: the head keeps none, and a small inline loader (carrying the response's nonce) adds
// the same preloads and the entry script once the browser has painted. Client-rendered pages keep the head as built.

const MODULE_SCRIPT = /<script\s+type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\s+rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

// The loader, as plain JavaScript in the page. Hidden tabs never paint: they load at once.
function loaderScript(entries: readonly string[], preloads: readonly string[], nonce: string): string {
  const data = JSON.stringify({ entries, preloads }).replace(/</g, '\\u003c');
  return (
    `<script nonce="${nonce}">(function(d){` +
    `var s=${data};` +
    `function go(){` +
    `s.preloads.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l);});` +
    `s.entries.forEach(function(h){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=h;d.body.appendChild(e);});}` +
    `if(d.visibilityState==='hidden'||!window.requestAnimationFrame){go();}` +
    `else{requestAnimationFrame(function(){setTimeout(go,0);});}` +
    `})(document);</script>`
  );
}

// The page with its module scripts and preloads moved behind the loader; unchanged when it has no module script.
export function deferModuleScripts(html: string, nonce: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html
    .slice(0, headEnd)
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) return html;
  const rest = html.slice(headEnd);
  const bodyEnd = rest.lastIndexOf('</body>');
  const loader = loaderScript(entries, preloads, nonce);
  return bodyEnd === -1 ? `${head}${rest}${loader}` : `${head}${rest.slice(0, bodyEnd)}${loader}\n${rest.slice(bodyEnd)}`;
}
