import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTICE_LIMITS } from '@fund-direct/domain/contracts/ops';
import { Button, Form, Input, Space, Typography } from 'antd';
import { FileUpload } from '@/components/file-upload.tsx';
import type { AttachmentRow } from '../notice-form-values.ts';

// An upload answers the file's link, /media/<id>; the notice keeps the id.
const MEDIA_ID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.[a-z]+)?$/i;

export function mediaIdOf(url: string | undefined): string | undefined {
  return url ? MEDIA_ID.exec(url)?.[1] : undefined;
}

function AttachmentFile({
  value,
  onChange,
  disabled,
}: {
  value?: AttachmentRow;
  onChange?: (row: AttachmentRow) => void;
  disabled: boolean;
}) {
  if (disabled) {
    return value?.url ? (
      <Typography.Link href={value.url} target="_blank" style={{ lineHeight: '32px' }}>
        查看PDF
      </Typography.Link>
    ) : null;
  }
  const replace = (url: string | undefined) => {
    const mediaId = mediaIdOf(url);
    // A new upload replaces what the row held (a kept attachment becomes the uploaded file).
    onChange?.({ ...(value?.name ? { name: value.name } : {}), ...(url ? { url } : {}), ...(mediaId ? { mediaId } : {}) });
  };
  return <FileUpload accept="pdf" {...(value?.url ? { value: value.url } : {})} onChange={replace} />;
}

// PDF attachments of a notice (0 to 20), each with the name the site shows.
export function NoticeAttachmentsField({ disabled }: { disabled: boolean }) {
  return (
    <Form.List name="attachments">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap>
              <Typography.Text style={{ lineHeight: '32px' }}>附件{index + 1}</Typography.Text>
              <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: '请填写附件名称' }]} noStyle>
                <Input
                  placeholder="附件名称，如 2026年第3季度报告.pdf"
                  maxLength={NOTICE_LIMITS.attachmentName}
                  style={{ width: 360 }}
                  disabled={disabled}
                />
              </Form.Item>
              <Form.Item name={field.name} noStyle>
                <AttachmentFile disabled={disabled} />
              </Form.Item>
              {disabled ? null : (
                <Button aria-label={`删除附件${index + 1}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
              )}
            </Space>
          ))}
          {disabled || fields.length >= NOTICE_LIMITS.attachments ? null : (
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              添加PDF附件
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
