import { isMobile } from '@fund-direct/domain/validate';
import { UsageError, type CliCommand } from '../../cli/command-registry.ts';
import { DEFAULT_REJECT_REASON, reviewIdCard } from './id-card.service.ts';

// `npm run cli -- id-review approve|reject MOBILE [reason]`: the reviewer's decision on uploaded ID-card photos.
export const idReviewCommand: CliCommand = {
  name: 'id-review',
  usage: 'id-review approve|reject MOBILE [原因]',
  summary: '审核客户上传的身份证照片：approve 通过；reject 驳回（可附原因，客户可重新上传）',
  async run({ database, now }, args) {
    const [action, mobile, ...reasonWords] = args;
    if ((action !== 'approve' && action !== 'reject') || !isMobile(mobile)) {
      throw new UsageError('请指定 approve 或 reject 以及客户手机号');
    }
    if (action === 'approve') {
      if (reasonWords.length > 0) throw new UsageError('通过审核时不需要原因');
      return reviewIdCard(database.db, mobile, { action }, now());
    }
    const reason = reasonWords.join(' ').trim().slice(0, 100) || DEFAULT_REJECT_REASON;
    return reviewIdCard(database.db, mobile, { action, reason }, now());
  },
};
