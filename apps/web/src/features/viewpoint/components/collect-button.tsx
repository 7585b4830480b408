import StarFilledSvg from '@ant-design/icons-svg/es/asn/StarFilled';
import StarOutlinedSvg from '@ant-design/icons-svg/es/asn/StarOutlined';
import { iconOf } from '@/components/svg-icon.tsx';
import { GUARD_TITLE, LOGIN_PROMPT } from '@fund-direct/domain/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addBehaviour } from '@/api/account/behaviour-add.ts';
import { deleteBehaviour } from '@/api/account/behaviour-delete.ts';
import { COLLECT_LIST_KEY } from '@/api/account/collect-list.ts';
import { addFootprint } from '@/api/account/footprint-add.ts';
import { useAuth } from '@/lib/auth-state.ts';
import { confirmDialog, toast } from '@/lib/feedback.ts';
import { toPageStore } from '@/lib/session-storage.ts';
import { useArticleCollected } from '../api/article-collect-list.ts';

const StarFilled = iconOf(StarFilledSvg);
const StarOutlined = iconOf(StarOutlinedSvg);

interface CollectButtonProps {
  articleId: number;
  // §2 hasCollect: what the page that linked here knew; the customer's own list wins once loaded.
  initiallyCollected: boolean;
}

// Article watchlist (refType article). §4: a visitor is asked to log in first, and the page is
// remembered (toPage) to come back to.
export function CollectButton({ articleId, initiallyCollected }: CollectButtonProps) {
  const { token } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const known = useArticleCollected(token, articleId);
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (collect: boolean) => (collect ? addBehaviour : deleteBehaviour)({ refType: 'article', refObjectId: String(articleId) }),
    onSuccess: () => client.invalidateQueries({ queryKey: COLLECT_LIST_KEY }),
  });
  const collected = mutation.isSuccess ? mutation.data.collected : (known ?? initiallyCollected);

  useEffect(() => {
    if (token) void addFootprint({ refType: 'article', refObjectId: String(articleId) }).catch(() => undefined);
  }, [token, articleId]);

  const onClick = () => {
    if (!token) {
      confirmDialog({
        title: GUARD_TITLE,
        content: LOGIN_PROMPT,
        type: 'warning',
        okText: '确定',
        cancelText: '取消',
        onOk: () => {
          toPageStore.set({ name: location.pathname, query: Object.fromEntries(new URLSearchParams(location.search)) });
          void navigate('/login');
        },
      });
      return;
    }
    mutation.mutate(!collected, {
      onSuccess: (ack) => toast.success(ack.collected ? '收藏成功' : '已取消收藏'),
    });
  };

  return (
    <button type="button" className="fd-button fd-collect-button" disabled={mutation.isPending} onClick={onClick}>
      {collected ? <StarFilled aria-hidden className="fd-collect-button__icon" /> : <StarOutlined aria-hidden />}
      {collected ? '已收藏' : '收藏'}
    </button>
  );
}
