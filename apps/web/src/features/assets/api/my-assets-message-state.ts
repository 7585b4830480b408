import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageListResponse, type AggregationResponse, type MessageItem, type MessageListResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { MY_ASSETS_AGGREGATION_KEY } from './my-assets-aggregation.ts';

export interface MessageStateChange {
  id: string;
  // '1' read, '2' deleted (§3).
  state: '1' | '2';
}

// POST /api/query/messages/state { id, state }: answers the message list as it now stands.
export function changeMessageState(body: MessageStateChange): Promise<MessageListResponse> {
  return http.post('/query/messages/state', { ...body }, { schema: messageListResponse });
}

// The page's copy of the list as the server will answer it: deleted messages leave the list, read ones
// stop counting as unread.
function applyState(list: readonly MessageItem[], { id, state }: MessageStateChange): MessageItem[] {
  return list.flatMap((item) => (item.id !== id ? [item] : state === '2' ? [] : [{ ...item, state }]));
}

export function useChangeMessageState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMessageState,
    onSuccess: (_data, change) => {
      client.setQueryData<AggregationResponse>(MY_ASSETS_AGGREGATION_KEY, (page) => {
        if (!page) return page;
        const list = applyState(page.messages.list, change);
        return { ...page, messages: { list, unread: list.filter((item) => item.state === '0').length } };
      });
      void client.invalidateQueries({ queryKey: MY_ASSETS_AGGREGATION_KEY });
    },
  });
}
