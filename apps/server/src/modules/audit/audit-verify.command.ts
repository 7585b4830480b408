import type { CliCommand } from '../../cli/command-registry.ts';
import { UsageError } from '../../cli/command-registry.ts';
import { verifyAuditChain } from './audit-chain.service.ts';

export class AuditChainBrokenError extends Error {
  override readonly name = 'AuditChainBrokenError';
}

// `npm run cli -- audit verify`: issue 17, the audit log's hash chain walked end to end; a broken chain names its first
// broken row and fails the command (exit code 1).
export const auditVerifyCommand: CliCommand = {
  name: 'audit verify',
  usage: 'audit verify',
  summary: '校验审计日志哈希链，指出第一处断裂（被改动、被删除或链接不符的行），断裂时以非零码退出',
  async run({ database }, args) {
    if (args.length > 0) throw new UsageError('audit verify 不接受参数');
    const started = performance.now();
    const result = await verifyAuditChain(database);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (!result.ok)
      throw new AuditChainBrokenError(`审计日志哈希链断裂：${result.broken.message}（共 ${result.rows} 行，用时 ${seconds} 秒）`);
    if (result.rows === 0) return '审计日志为空，无需校验';
    return `审计日志哈希链完整：共 ${result.rows} 行（第 ${result.firstId}–${result.lastId} 行），用时 ${seconds} 秒`;
  },
};
