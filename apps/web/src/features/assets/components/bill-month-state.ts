import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBillStatement } from '../api/bill-statement.ts';
import { currentBillMonth, fallbackBillMonth, monthFromQuery } from './bill-month.ts';

// The statement month of /assets/bill and /billprint lives in ?month= (so the print window opens the same
// one); without it this month is shown, or the newest month with a statement when this one has none.
export function useMonthlyStatement() {
  const [search, setSearch] = useSearchParams();
  const explicit = monthFromQuery(search.get('month'));
  const month = explicit ?? currentBillMonth(Date.now());
  const statement = useBillStatement(month);
  const months = statement.isPlaceholderData ? undefined : statement.data?.months;
  const next = months ? fallbackBillMonth(month, explicit !== null, months) : null;

  const choose = (value: string) => setSearch({ month: value }, { replace: true });

  useEffect(() => {
    if (next) setSearch({ month: next }, { replace: true });
  }, [next, setSearch]);

  // While moving on to another month, this month's (empty) statement is not worth a flash on screen.
  return { month, statement, choose, moving: next !== null };
}
