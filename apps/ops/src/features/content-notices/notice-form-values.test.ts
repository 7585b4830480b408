import { describe, expect, it } from 'vitest';
import { fromWallClockInput, toSaveBody, toWallClockInput } from './notice-form-values.ts';

describe('notice form values', () => {
  it('reads and writes the publish time as Beijing wall-clock time, whatever the browser’s zone', () => {
    expect(toWallClockInput('2026-11-21T01:30:00.000Z')).toBe('2026-11-21T09:30');
    expect(fromWallClockInput('2026-11-21T09:30')).toBe('2026-11-21T09:30:00+08:00');
  });

  it('sends a kept attachment by its number and a new upload by its file id; a blank fund code is none', () => {
    const body = toSaveBody({
      title: '公告',
      group: 'temp',
      fundCode: ' ',
      publishAt: '2026-11-21T09:30',
      attachments: [
        { name: '旧附件.pdf', seq: 2, url: '/resources/notice/1/2.pdf' },
        { name: '新附件.pdf', mediaId: '0b8f1c3e-8a9d-4c51-9a63-3f1e2d4c5b6a', url: '/media/0b8f1c3e-8a9d-4c51-9a63-3f1e2d4c5b6a' },
      ],
    });
    expect(body.fundCode).toBeNull();
    expect(body.attachments).toEqual([
      { name: '旧附件.pdf', seq: 2 },
      { name: '新附件.pdf', mediaId: '0b8f1c3e-8a9d-4c51-9a63-3f1e2d4c5b6a' },
    ]);
  });
});
