import { Steps } from 'antd';
import type { TimelineStep } from '@fund-direct/domain/contracts';
import { formatDate } from '@fund-direct/domain/format';
import { MOBILE_QUERY, useMediaQuery } from '@/components/use-media-query.ts';

// The order's way from application to confirmation (and the money's arrival), as the server dates it.
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (steps.length === 0) return null;
  const current = steps.findIndex((step) => !step.done);
  return (
    <Steps
      className="fd-trade-timeline"
      orientation={mobile ? 'vertical' : 'horizontal'}
      size="small"
      current={current === -1 ? steps.length - 1 : Math.max(0, current - 1)}
      items={steps.map((step) => ({
        key: step.key,
        title: step.title,
        content: `${step.label} ${formatDate(step.date)}`,
        status: step.done ? 'finish' : 'wait',
      }))}
    />
  );
}
