import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html.ts';

function Ready() {
  return <p>单位净值 1.2345</p>;
}

describe('renderToHtml', () => {
  it('renders a page whose parts are ready', async () => {
    expect(await renderToHtml(<Ready />)).toBe('<p>单位净值 1.2345</p>');
  });

  it('waits for a part that is still loading instead of leaving it to the browser', async () => {
    const Later = lazy(() => new Promise<{ default: typeof Ready }>((resolve) => setTimeout(() => resolve({ default: Ready }), 5)));
    const html = await renderToHtml(
      <Suspense fallback={<p>加载中</p>}>
        <Later />
      </Suspense>,
    );
    expect(html).toContain('单位净值 1.2345');
    expect(html).not.toContain('加载中');
  });

  it('waits for a part that suspends outside any boundary', async () => {
    const Later = lazy(() => Promise.resolve({ default: Ready }));
    expect(await renderToHtml(<Later />)).toContain('单位净值 1.2345');
  });
});
