import { describe, expect, it } from 'vitest';
import { noticeActions, noticeSaveRequest } from './content-notice.ts';

const valid = {
  title: '暂停大额申购公告',
  group: 'temp',
  fundCode: '000288',
  contentHtml: '<p>正文</p>',
  publishAt: '2026-11-21T09:00:00+08:00',
};

describe('noticeActions', () => {
  it('offers nothing while a proposal of the notice waits for the checker', () => {
    expect(noticeActions('draft', true)).toEqual([]);
    expect(noticeActions('published', true)).toEqual([]);
  });

  it('never edits a live disclosure in place: it is unpublished (by proposal) first', () => {
    expect(noticeActions('published', false)).toEqual(['unpublish']);
  });

  it('edits and submits drafts and unpublished notices', () => {
    expect(noticeActions('draft', false)).toEqual(['edit', 'submit']);
    expect(noticeActions('unpublished', false)).toEqual(['edit', 'submit']);
  });
});

describe('noticeSaveRequest', () => {
  it('accepts a notice without a fund and without attachments', () => {
    expect(noticeSaveRequest.parse({ ...valid, fundCode: '' })).toMatchObject({ fundCode: undefined, attachments: [] });
  });

  it('takes an attachment as an uploaded file or as one the notice keeps, nothing else', () => {
    const upload = { name: '公告.pdf', mediaId: '0b8f1c3e-8a9d-4c51-9a63-3f1e2d4c5b6a' };
    const kept = { name: '旧附件.pdf', seq: 1 };
    expect(noticeSaveRequest.safeParse({ ...valid, attachments: [upload, kept] }).success).toBe(true);
    expect(noticeSaveRequest.safeParse({ ...valid, attachments: [{ name: '外链.pdf', url: 'https://example.com/a.pdf' }] }).success).toBe(
      false,
    );
  });
});
