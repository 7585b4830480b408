import { CONTENT_DISPLAY_STATES, contentActions, type ContentDisplayState, type ContentState } from '@fund-direct/domain/ops';
import { App, Button, DatePicker, Popconfirm, Popover, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { usePublishSiteItem, useUnpublishSiteItem, type RowKind } from '../api/site-content.ts';

const STATE_COLORS: Record<ContentDisplayState, string> = {
  draft: 'default',
  review: 'gold',
  published: 'green',
  scheduled: 'blue',
  unpublished: 'red',
};

export function PublishStateTag({ state, publishedAt }: { state: ContentDisplayState; publishedAt?: string }) {
  const label = CONTENT_DISPLAY_STATES[state];
  const when = state === 'scheduled' && publishedAt ? ` ${new Date(publishedAt).toLocaleString('zh-CN', { hour12: false })}` : '';
  return <Tag color={STATE_COLORS[state]}>{`${label}${when}`}</Tag>;
}

interface PublishControlsProps {
  kind: RowKind;
  id: number;
  state: ContentState;
}

// 发布 now, 定时发布 at a chosen later time, or 下线; what a state offers comes from the domain's content rules.
export function PublishControls({ kind, id, state }: PublishControlsProps) {
  const { message } = App.useApp();
  const publish = usePublishSiteItem(kind);
  const unpublish = useUnpublishSiteItem(kind);
  const [at, setAt] = useState<Dayjs | null>(null);
  const actions = contentActions(state);
  const fail = (error: Error) => void message.error(error.message);

  return (
    <Space size={4}>
      {actions.includes('publish') ? (
        <>
          <Popconfirm
            title="立即发布？"
            description="发布后网站立即展示。"
            okText="发布"
            cancelText="取消"
            onConfirm={() => publish.mutateAsync({ id, body: {} }).then(() => void message.success('已发布'), fail)}
          >
            <Button size="small" type="link">
              发布
            </Button>
          </Popconfirm>
          <Popover
            trigger="click"
            title="定时发布"
            content={
              <Space>
                <DatePicker showTime value={at} onChange={setAt} placeholder="发布时间" />
                <Button
                  type="primary"
                  size="small"
                  disabled={!at}
                  loading={publish.isPending}
                  onClick={() =>
                    at &&
                    publish.mutateAsync({ id, body: { publishAt: at.toISOString() } }).then(() => {
                      setAt(null);
                      void message.success('已定时发布');
                    }, fail)
                  }
                >
                  确定
                </Button>
              </Space>
            }
          >
            <Button size="small" type="link">
              定时发布
            </Button>
          </Popover>
        </>
      ) : null}
      {actions.includes('unpublish') ? (
        <Popconfirm
          title="下线？"
          description="下线后网站不再展示。"
          okText="下线"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => unpublish.mutateAsync(id).then(() => void message.success('已下线'), fail)}
        >
          <Button size="small" type="link" danger>
            下线
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
