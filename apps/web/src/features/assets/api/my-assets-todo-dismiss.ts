import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todoResponse, type AggregationResponse, type TodoResponse } from '@fund-direct/domain/contracts';
import { http } from '@/lib/http.ts';
import { MY_ASSETS_AGGREGATION_KEY } from './my-assets-aggregation.ts';

// POST /api/trade/todo { id }: the to-do stays hidden until its cause changes; answers the to-do list left.
export function dismissTodo(id: string): Promise<TodoResponse> {
  return http.post('/trade/todo', { id }, { schema: todoResponse });
}

export function useDismissTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissTodo,
    onSuccess: (_data, id) => {
      client.setQueryData<AggregationResponse>(MY_ASSETS_AGGREGATION_KEY, (page) =>
        page ? { ...page, todo: { list: page.todo.list.filter((item) => item.id !== id) } } : page,
      );
      void client.invalidateQueries({ queryKey: MY_ASSETS_AGGREGATION_KEY });
    },
  });
}
