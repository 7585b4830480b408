import { describe, expect, it } from 'vitest';
import { contentActions, contentDisplayState, isContentLive } from './content-publishing.ts';

const now = new Date('2026-11-23T08:00:00Z');
const later = new Date('2026-11-23T09:00:00Z');
const earlier = new Date('2026-11-23T07:00:00Z');

describe('content publishing', () => {
  it('shows a published item whose time has not come as scheduled, and not on the site', () => {
    expect(contentDisplayState('published', later, now)).toBe('scheduled');
    expect(isContentLive('published', later, now)).toBe(false);
  });

  it('puts a published item on the site from its time on', () => {
    expect(isContentLive('published', earlier, now)).toBe(true);
    expect(isContentLive('published', now, now)).toBe(true);
  });

  it('keeps drafts, items under review and unpublished items off the site whatever their time', () => {
    for (const state of ['draft', 'review', 'unpublished'] as const) expect(isContentLive(state, earlier, now)).toBe(false);
  });

  it('lets nobody edit or move an item while a checker holds it', () => {
    expect(contentActions('review')).toEqual([]);
    expect(contentActions('published')).toContain('unpublish');
    expect(contentActions('draft')).toContain('publish');
  });
});
