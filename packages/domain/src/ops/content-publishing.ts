// Issue 18: every piece of site content the console edits moves draft → published → unpublished (and may be published again).
// A publish may name a later time: the item is then scheduled and reaches the site at that time. 信息披露 (disclosure notices)
// wait for a checker in between ('review'); marketing content does not.
export const CONTENT_STATES = {
  draft: '草稿',
  review: '待复核',
  published: '已发布',
  unpublished: '已下线',
} as const;

export type ContentState = keyof typeof CONTENT_STATES;
export const CONTENT_STATE_CODES = Object.keys(CONTENT_STATES) as [ContentState, ...ContentState[]];

// What a list shows: a published item whose time has not come is 定时发布.
export const CONTENT_DISPLAY_STATES = { ...CONTENT_STATES, scheduled: '定时发布' } as const;
export type ContentDisplayState = keyof typeof CONTENT_DISPLAY_STATES;

export function contentDisplayState(state: ContentState, publishAt: Date | null, now: Date): ContentDisplayState {
  if (state === 'published' && publishAt !== null && publishAt.getTime() > now.getTime()) return 'scheduled';
  return state;
}

// The one rule of what the public site (pages and search) shows.
export function isContentLive(state: ContentState, publishAt: Date | null, now: Date): boolean {
  return contentDisplayState(state, publishAt, now) === 'published';
}

// Which moves the console offers from each state ('publish' covers a scheduled publish too).
export type ContentAction = 'publish' | 'unpublish' | 'edit';

export function contentActions(state: ContentState): readonly ContentAction[] {
  switch (state) {
    case 'draft':
      return ['edit', 'publish'];
    case 'review':
      return [];
    case 'published':
      return ['edit', 'unpublish'];
    case 'unpublished':
      return ['edit', 'publish'];
  }
}
