import { describe, expect, it } from 'vitest';
import { idRejectText } from './id-review-rules.ts';

describe('the reason a customer reads for a rejected ID card', () => {
  it('is the chosen reason, with the note after it when there is one', () => {
    expect(idRejectText('blurred')).toBe('照片模糊');
    expect(idRejectText('expired', '  请上传新证件 ')).toBe('证件已过期，请上传新证件');
    expect(idRejectText('not_own', ' ')).toBe('非本人证件');
  });
});
