import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { uploadMedia } from '@/api/media-upload.ts';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
}

// What the editor writes when it holds nothing: stored as the empty string instead.
const EMPTY_DOCUMENT = '<p></p>';

// Links the server's sanitiser keeps (it drops the rest anyway): web, mail and site-relative addresses.
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/iu;

function ToolButton(props: { title: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.title}
        aria-pressed={props.active ?? false}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </Button>
    </Tooltip>
  );
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const target = href.trim();
    if (target === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    if (!SAFE_HREF.test(target)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setInvalid(false);
        }
      }}
      trigger="click"
      content={
        <Space.Compact style={{ width: 320 }}>
          <Input
            autoFocus
            placeholder="https:// 或站内路径 /…（留空则取消链接）"
            value={href}
            status={invalid ? 'error' : undefined}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
            onPressEnter={apply}
          />
          <Button type="primary" onClick={apply}>
            确定
          </Button>
        </Space.Compact>
      }
    >
      <span>
        <ToolButton title="链接" active={active} onClick={() => setOpen(true)}>
          <LinkOutlined />
        </ToolButton>
      </span>
    </Popover>
  );
}

// The console's rich-text field (an antd Form.Item child): headings h2–h4, bold, italic, lists, quote, links and
// images uploaded through /api/ops/uploads. The server sanitises whatever it receives; this only shapes the input.
export function RichTextEditor({ value, onChange }: RichTextEditorProps) {
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false }),
    ],
    content: value ?? '',
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange?.(html === EMPTY_DOCUMENT ? '' : html);
    },
  });

  // A value set from outside (an article loaded, a form reset) replaces the document; the editor's own edits do not.
  useEffect(() => {
    const current = editor.getHTML();
    const incoming = value ?? '';
    if (incoming !== current && !(incoming === '' && current === EMPTY_DOCUMENT))
      editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const insertImage = (file: File) => {
    setUploading(true);
    uploadMedia(file)
      .then((media) => {
        if (!media.mime.startsWith('image/')) throw new Error('正文中只能插入图片');
        editor.chain().focus().setImage({ src: media.url, alt: media.name }).run();
      })
      .catch((error: unknown) => message.error(error instanceof Error ? error.message : '图片上传失败'))
      .finally(() => setUploading(false));
  };

  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label="正文格式">
        {([2, 3, 4] as const).map((level) => (
          <ToolButton
            key={level}
            title={`${['二', '三', '四'][level - 2]}级标题`}
            active={state[`h${level}`]}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            H{level}
          </ToolButton>
        ))}
        <Divider type="vertical" />
        <ToolButton title="加粗" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </ToolButton>
        <ToolButton title="斜体" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </ToolButton>
        <Divider type="vertical" />
        <ToolButton title="无序列表" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <UnorderedListOutlined />
        </ToolButton>
        <ToolButton title="有序列表" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <OrderedListOutlined />
        </ToolButton>
        <ToolButton title="引用" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <span aria-hidden>❝</span>
        </ToolButton>
        <Divider type="vertical" />
        <LinkButton editor={editor} active={state.link} />
        <ToolButton title={uploading ? '图片上传中…' : '插入图片'} disabled={uploading} onClick={() => fileInput.current?.click()}>
          <PictureOutlined />
        </ToolButton>
        <Divider type="vertical" />
        <ToolButton title="撤销" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <UndoOutlined />
        </ToolButton>
        <ToolButton title="重做" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <RedoOutlined />
        </ToolButton>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          style={{ display: 'none' }}
          aria-label="选择要插入的图片"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) insertImage(file);
          }}
        />
      </div>
      <EditorContent editor={editor} className="rich-text-editor__content" />
    </div>
  );
}
