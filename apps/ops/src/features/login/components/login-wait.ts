import { opsLoginRefusal } from '@fund-direct/domain/contracts/ops';
import { useEffect, useState } from 'react';
import { OpsApiError } from '@/lib/http.ts';

// A refused password or code carries the tries left from this address and the seconds it must wait (the server
// refuses any attempt before then); the button counts the wait down so nobody spends a try on a refusal.
export function useLoginWait(error: Error | null): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const parsed = error instanceof OpsApiError ? opsLoginRefusal.safeParse(error.data) : null;
    const wait = parsed?.success && parsed.data.remaining > 0 ? parsed.data.waitSeconds : 0;
    setLeft(wait);
    if (wait <= 0) return undefined;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [error]);
  return left;
}

export const waitLabel = (seconds: number, label: string) => (seconds > 0 ? `请等待 ${seconds} 秒` : label);
