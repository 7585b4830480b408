import { article, notice } from '../../db/schema/content.ts';
import type { ScheduledContent } from './publish-scheduler.ts';

// Every content kind that may be published at a later time and is searchable: add a kind here when it gains publish_state.
export const SCHEDULED_CONTENT: readonly ScheduledContent[] = [
  { kind: 'article', table: article },
  { kind: 'notice', table: notice },
];
