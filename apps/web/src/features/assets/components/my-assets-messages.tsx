import { Badge, Button, Popconfirm } from 'antd';
import type { MessageItem } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { SectionTitle } from '@/components/section-title.tsx';
import type { MessageStateChange } from '../api/my-assets-message-state.ts';

// §3: messages are kept only while unread ('0') or read ('1').
export function shownMessages(list: readonly MessageItem[]): MessageItem[] {
  return list.filter((item) => item.state === '0' || item.state === '1');
}

interface MyAssetsMessagesProps {
  list: readonly MessageItem[];
  unread: number;
  // The message being changed, whose buttons wait for the answer.
  changing: string | null;
  onChange: (change: MessageStateChange) => void;
}

export function MyAssetsMessages({ list, unread, changing, onChange }: MyAssetsMessagesProps) {
  const shown = shownMessages(list);
  return (
    <section className="fd-my-assets__section" aria-labelledby="fd-my-assets-messages">
      <SectionTitle id="fd-my-assets-messages" title={`消息通知（${unread}条未读）`} />
      {shown.length === 0 ? (
        <p className="fd-my-assets__none">暂无消息</p>
      ) : (
        <ul className="fd-my-assets-notes" aria-label="消息通知">
          {shown.map((message) => {
            const unreadItem = message.state === '0';
            return (
              <li key={message.id} className="fd-my-assets-notes__item" aria-label={`${unreadItem ? '未读' : '已读'}：${message.title}`}>
                <div className="fd-my-assets-notes__body">
                  <p className="fd-my-assets-notes__title">
                    {unreadItem ? <Badge status="error" text="" aria-hidden /> : null}
                    {message.title}
                  </p>
                  <p className="fd-my-assets-notes__text">{message.content}</p>
                  <p className="fd-my-assets-notes__date fd-num">{formatDate(message.createdAt, 'YYYY-MM-DD HH:mm')}</p>
                </div>
                <div className="fd-my-assets-notes__actions">
                  {unreadItem ? (
                    <Button
                      size="small"
                      disabled={changing === message.id}
                      onClick={() => onChange({ id: message.id, state: '1' })}
                      aria-label={`标为已读 ${message.title}`}
                    >
                      标为已读
                    </Button>
                  ) : null}
                  <Popconfirm
                    title="确定删除这条消息吗？"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => onChange({ id: message.id, state: '2' })}
                  >
                    <Button size="small" danger disabled={changing === message.id} aria-label={`删除 ${message.title}`}>
                      删除
                    </Button>
                  </Popconfirm>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
