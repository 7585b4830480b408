import { Tag, Tooltip } from 'antd';
import type { OpsNoticeItem } from '@fund-direct/domain/contracts/ops';

const COLORS: Record<OpsNoticeItem['displayState'], string> = {
  draft: 'default',
  review: 'gold',
  scheduled: 'blue',
  published: 'green',
  unpublished: 'red',
};

// The state a notice is in, and what is waiting for the checker (an unpublish request leaves it live meanwhile).
export function NoticeStateTag({
  notice,
}: {
  notice: Pick<OpsNoticeItem, 'displayState' | 'displayStateLabel' | 'pendingKind' | 'rejectReason'>;
}) {
  return (
    <>
      <Tag color={COLORS[notice.displayState]}>{notice.displayStateLabel}</Tag>
      {notice.pendingKind === 'notice.unpublish' ? <Tag color="gold">下线待复核</Tag> : null}
      {notice.rejectReason ? (
        <Tooltip title={`驳回原因：${notice.rejectReason}`}>
          <Tag color="volcano">已驳回</Tag>
        </Tooltip>
      ) : null}
    </>
  );
}
