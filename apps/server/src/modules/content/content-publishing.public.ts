// The publishing core every console-edited content kind uses: which rows are live, and what to do after a change.
export { liveCondition, type PublishedColumns } from './live-content.ts';
export { contentChanged, contentVersion } from './content-changed.ts';
export { visibleNotice } from './notice.repository.ts';
