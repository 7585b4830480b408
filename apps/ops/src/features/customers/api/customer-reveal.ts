import { customerRevealResponse, type CustomerRevealRequest } from '@fund-direct/domain/contracts/ops';
import { useMutation } from '@tanstack/react-query';
import { opsRequest } from '@/lib/http.ts';

// POST /api/ops/customers/:id/reveal: one full value, with the reason the server records in the audit log. Never
// cached: the answer lives only in the dialog that asked for it.
export function revealCustomerField(customerId: string, body: CustomerRevealRequest) {
  return opsRequest(`/customers/${encodeURIComponent(customerId)}/reveal`, { method: 'POST', body, schema: customerRevealResponse });
}

export function useRevealCustomerField() {
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: string; body: CustomerRevealRequest }) => revealCustomerField(customerId, body),
  });
}
