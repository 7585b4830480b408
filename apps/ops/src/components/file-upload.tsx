import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadMedia } from '@/api/media-upload.ts';

export interface FileUploadProps {
  accept: 'image' | 'pdf';
  // The media URL (/api/media/<id>), as an antd Form.Item child receives and reports it.
  value?: string;
  onChange?: (url: string | undefined) => void;
}

const PICKER_ACCEPT = { image: 'image/png,image/jpeg,image/gif,image/webp', pdf: 'application/pdf' } as const;
const LABELS = { image: '上传图片', pdf: '上传 PDF' } as const;
const HINTS = { image: 'PNG、JPEG、GIF、WebP，不超过 5 MB', pdf: 'PDF，不超过 20 MB' } as const;

// One uploaded file as a form value: pick → upload → the URL; a preview of what is there, and a way to remove it.
export function FileUpload({ accept, value, onChange }: FileUploadProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | undefined>();

  const pick = (file: File) => {
    setBusy(true);
    uploadMedia(file)
      .then((media) => {
        if (accept === 'pdf' && media.mime !== 'application/pdf') throw new Error('这里需要 PDF 文件');
        if (accept === 'image' && !media.mime.startsWith('image/')) throw new Error('这里需要图片文件');
        setName(media.name);
        onChange?.(media.url);
      })
      .catch((error: unknown) => message.error(error instanceof Error ? error.message : '上传失败'))
      .finally(() => setBusy(false));
    // The file is sent by uploadMedia, not by antd's own request.
    return false;
  };

  return (
    <Space direction="vertical" size={8}>
      {value && accept === 'image' && <Image src={value} alt="已上传的图片" width={160} style={{ objectFit: 'cover', borderRadius: 4 }} />}
      {value && accept === 'pdf' && (
        <Typography.Link href={value} target="_blank" rel="noreferrer">
          <FilePdfOutlined /> {name ?? '查看 PDF'}
        </Typography.Link>
      )}
      <Space>
        <Upload accept={PICKER_ACCEPT[accept]} showUploadList={false} beforeUpload={pick} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={busy}>
            {value ? '重新上传' : LABELS[accept]}
          </Button>
        </Upload>
        {value && (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => {
              setName(undefined);
              onChange?.(undefined);
            }}
          >
            移除
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{HINTS[accept]}</Typography.Text>
    </Space>
  );
}
