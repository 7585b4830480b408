import { CONTENT_DISPLAY_STATES, type ContentDisplayState } from '@fund-direct/domain/ops';
import { Tag } from 'antd';

const COLORS: Record<ContentDisplayState, string> = {
  draft: 'default',
  review: 'gold',
  published: 'green',
  unpublished: 'red',
  scheduled: 'blue',
};

export function ArticleStateTag({ state }: { state: ContentDisplayState }) {
  return <Tag color={COLORS[state]}>{CONTENT_DISPLAY_STATES[state]}</Tag>;
}
