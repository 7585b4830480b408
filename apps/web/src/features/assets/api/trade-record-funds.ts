import { useQuery } from '@tanstack/react-query';
import { allShareInfoOptions } from '@/api/query/share-info.ts';

export interface RecordFund {
  fundCode: string;
  fundName: string;
}

// Every fund the customer holds or has held (emptied holdings included, share-info with firstflag=0):
// the choices of the trade-record fund filter, read from the same answer as the holding detail page.
export function useRecordFunds() {
  return useQuery({
    ...allShareInfoOptions(),
    select: (response): RecordFund[] => response.list.map(({ fundCode, fundName }) => ({ fundCode, fundName })),
  });
}
