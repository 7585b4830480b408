import { App, Button, Popconfirm } from 'antd';
import { useUnpublishArticle } from '../api/articles.ts';

// 下线: the article leaves the site and search at once (it stays here and can be published again).
export function UnpublishButton({ id, type = 'default' }: { id: number; type?: 'default' | 'link' }) {
  const { message } = App.useApp();
  const unpublish = useUnpublishArticle();
  return (
    <Popconfirm
      title="确认下线这篇文章？"
      description="下线后网站和站内搜索将不再显示，可再次发布。"
      okText="下线"
      cancelText="取消"
      okButtonProps={{ danger: true, loading: unpublish.isPending }}
      onConfirm={() =>
        unpublish.mutateAsync({ id }).then(
          () => void message.success('已下线'),
          (error: Error) => void message.error(error.message),
        )
      }
    >
      <Button danger type={type} size={type === 'link' ? 'small' : 'middle'}>
        下线
      </Button>
    </Popconfirm>
  );
}
