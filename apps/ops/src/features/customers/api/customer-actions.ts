import {
  customerActionResponse,
  customerCancelProposalResponse,
  type CustomerActionRequest,
  type CustomerFreezeRequest,
} from '@fund-direct/domain/contracts/ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';
import { customerDetailKey } from './customer-detail.ts';

// The actions on a customer (permission 'customer.act'), each with the reason the server records in the audit log.
export type CustomerActionCall =
  | { kind: 'unlockTradePassword'; body: CustomerActionRequest }
  | { kind: 'revokeSessions'; body: CustomerActionRequest }
  | { kind: 'freeze'; body: CustomerFreezeRequest }
  | { kind: 'unfreeze'; body: CustomerActionRequest }
  | { kind: 'cancelOrder'; orderId: string; body: CustomerActionRequest };

const PATHS = {
  unlockTradePassword: 'unlock-trade-password',
  revokeSessions: 'revoke-sessions',
  freeze: 'freeze',
  unfreeze: 'unfreeze',
} as const;

// POST /api/ops/customers/:id/{unlock-trade-password,revoke-sessions,freeze,unfreeze} and
// POST /api/ops/customers/:id/orders/:orderId/cancel (a proposal for a checker).
export async function callCustomerAction(customerId: string, call: CustomerActionCall): Promise<void> {
  const base = `/customers/${encodeURIComponent(customerId)}`;
  if (call.kind === 'cancelOrder') {
    await opsRequest(`${base}/orders/${encodeURIComponent(call.orderId)}/cancel`, {
      method: 'POST',
      body: call.body,
      schema: customerCancelProposalResponse,
    });
    return;
  }
  await opsRequest(`${base}/${PATHS[call.kind]}`, { method: 'POST', body: call.body, schema: customerActionResponse });
}

export function useCustomerAction(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: CustomerActionCall) => callCustomerAction(customerId, call),
    onSuccess: () => client.invalidateQueries({ queryKey: customerDetailKey(customerId) }),
  });
}
