import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function uploadAnswer(data: unknown) {
  return new Response(JSON.stringify({ code: '0000', msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
}

describe('FileUpload', () => {
  it('sends the picked file as the multipart field file and reports the media URL', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(init?.body as FormData);
        return uploadAnswer({ id: 'a', url: '/api/media/a', mime: 'image/png', size: 3, name: 'cover.png' });
      }),
    );
    const onChange = vi.fn();
    const { container } = render(
      <App>
        <FileUpload accept="image" onChange={onChange} />
      </App>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'cover.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/media/a'));
    expect((sent[0]?.get('file') as File).name).toBe('cover.png');
  });

  it('shows a PDF as a link that opens it', () => {
    render(
      <App>
        <FileUpload accept="pdf" value="/api/media/b" />
      </App>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/api/media/b');
  });
});

describe('RichTextEditor', () => {
  it('shows the given HTML and a toolbar with Chinese names', async () => {
    render(
      <App>
        <RichTextEditor value="<p>市场观点</p>" />
      </App>,
    );
    await waitFor(() => expect(screen.getByText('市场观点')).toBeTruthy());
    for (const name of ['二级标题', '三级标题', '四级标题', '加粗', '斜体', '无序列表', '有序列表', '引用', '链接', '插入图片']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});
