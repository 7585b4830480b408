import type { MessageInstance } from 'antd/es/message/interface';
import type { z } from 'zod';
import type { OpsProposalCreated } from '@fund-direct/domain/contracts/ops';
import { describeZodIssues } from '@fund-direct/domain/errors';

// A form that proposes a change for the checker: checked by the contract before anything is sent, then the
// proposal's number in the success message (what happens on approval follows it), or the server's refusal.
export async function submitProposal<S extends z.ZodType>(input: {
  message: MessageInstance;
  schema: S;
  values: unknown;
  send: (body: z.output<S>) => Promise<OpsProposalCreated>;
  after: string;
}): Promise<boolean> {
  const checked = input.schema.safeParse(input.values);
  if (!checked.success) {
    void input.message.error(describeZodIssues(checked.error.issues));
    return false;
  }
  try {
    const created = await input.send(checked.data);
    void input.message.success(`已提交复核（申请编号 ${created.proposalId.slice(0, 8)}），${input.after}`);
    return true;
  } catch (error) {
    void input.message.error(error instanceof Error ? error.message : '提交失败，请稍后重试');
    return false;
  }
}
