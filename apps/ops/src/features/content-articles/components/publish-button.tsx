import { App, Button, DatePicker, Modal, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { usePublishArticle } from '../api/articles.ts';

// 发布: now, or at a chosen later time (the site shows it from then on; until then the list says 定时发布).
export function PublishButton({ id, type = 'primary' }: { id: number; type?: 'primary' | 'link' }) {
  const { message } = App.useApp();
  const publish = usePublishArticle();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState<Dayjs | null>(null);

  const confirm = () => {
    if (mode === 'later' && (!at || !at.isAfter(dayjs()))) {
      void message.error('请选择一个晚于现在的发布时间');
      return;
    }
    publish.mutate(
      { id, ...(mode === 'later' && at ? { publishAt: at.toISOString() } : {}) },
      {
        onSuccess: (article) => {
          void message.success(article.displayState === 'scheduled' ? '已设置定时发布' : '已发布');
          setOpen(false);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <>
      <Button type={type} size={type === 'link' ? 'small' : 'middle'} onClick={() => setOpen(true)}>
        发布
      </Button>
      <Modal
        title="发布文章"
        open={open}
        okText="确认发布"
        cancelText="取消"
        confirmLoading={publish.isPending}
        onOk={confirm}
        onCancel={() => setOpen(false)}
      >
        <Space direction="vertical" size={12}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as 'now' | 'later')}>
            <Radio value="now">立即发布</Radio>
            <Radio value="later">定时发布</Radio>
          </Radio.Group>
          {mode === 'later' && (
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              placeholder="发布时间"
              value={at}
              onChange={setAt}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              aria-label="发布时间"
            />
          )}
          <Typography.Text type="secondary">发布后文章立即出现在网站观点栏目和站内搜索中；定时发布到点后出现。</Typography.Text>
        </Space>
      </Modal>
    </>
  );
}
