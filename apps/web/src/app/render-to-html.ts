import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';

// React marks a Suspense boundary it could not finish on the server (its content left to the browser) with this comment.
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

// Once a page's data is fetched and its lazy components loaded, nothing suspends: the page renders in one synchronous
// pass to a string, without prerender's streams and their encoding. Anything still pending (a component's first load, a
// query started while rendering) makes React leave a boundary to the browser; that page is rendered again with
// prerender, which waits for everything.
export async function renderToHtml(element: ReactNode): Promise<string> {
  try {
    const html = renderToString(element);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // Suspended outside any boundary: prerender waits for it.
  }
  const { prelude } = await prerender(element, {
    onError(error) {
      // Logged by the server's logger through the rejected render; a component error is rendered as its error element.
      if (error instanceof Error && error.name === 'AbortError') return;
    },
  });
  return new Response(prelude).text();
}
