import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { todos as todoEntity } from '../../../contract/entities/user/todos.entity.ts';
import { apiGet, apiPost, apiRequest } from '../../data/api.ts';
import { entityKey } from '../../entity-ui/entity-api.ts';
import { notice } from '../../ui/notice.ts';
import { type Todo, todoCode, todoSchema } from './todo-list.ts';

/** A personal list is short: one page of the largest size holds it (the footer says if not). */
export const TODO_PAGE_SIZE = 1000;

const listSchema = z.object({ items: z.array(todoSchema), total: z.number() });
const path = todoEntity.path;

export const todosQuery = () =>
  queryOptions({
    queryKey: [...entityKey(todoEntity), 'mine'],
    queryFn: ({ signal }) =>
      apiGet(path, listSchema, {
        query: { pageIndex: 1, pageSize: TODO_PAGE_SIZE, sortKey: 'created_at', sortType: 'desc' },
        signal,
      }),
  });

type List = z.infer<typeof listSchema>;
export type TodoChange = Partial<Pick<Todo, 'noi_dung' | 'han_chot' | 'hoan_thanh'>>;
export type NewTodo = Pick<Todo, 'noi_dung' | 'han_chot'> & { hoan_thanh?: boolean };

function createTodo(input: NewTodo & { id?: string }): Promise<Todo> {
  const id = input.id ?? uuidv7();
  return apiPost(path, { ...input, id, ma_viec: todoCode(id) }, todoSchema);
}

function patchTodo(todo: Todo, change: TodoChange): Promise<Todo> {
  return apiRequest('PATCH', `${path}/${todo.id}`, todoSchema, {
    body: { ...change, version: todo.version },
  });
}

function deleteTodo(todo: Todo): Promise<unknown> {
  return apiRequest('DELETE', `${path}/${todo.id}`, z.unknown(), { query: { version: todo.version } });
}

/**
 * Adding, ticking, editing and deleting, each shown at once (optimistic) and put right from the
 * server's answer; a refusal restores the list and says why. Deleting offers "Hoàn tác", which
 * adds the same task back.
 */
export function useTodoActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = todosQuery().queryKey;
  const edit = (update: (items: Todo[]) => Todo[]) =>
    queryClient.setQueryData<List>(key, (old) => old && { ...old, items: update(old.items) });
  const replace = (saved: Todo) =>
    edit((items) => items.map((item) => (item.id === saved.id ? saved : item)));
  const failed = (error: unknown) => {
    notice.error(error);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const add = useMutation({
    mutationFn: createTodo,
    onSuccess: (saved) => edit((items) => [saved, ...items.filter((item) => item.id !== saved.id)]),
    onError: failed,
  });
  const change = useMutation({
    mutationFn: ({ todo, change }: { todo: Todo; change: TodoChange }) => patchTodo(todo, change),
    onMutate: ({ todo, change }) =>
      edit((items) => items.map((item) => (item.id === todo.id ? { ...item, ...change } : item))),
    onSuccess: replace,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: deleteTodo,
    onMutate: (todo) => edit((items) => items.filter((item) => item.id !== todo.id)),
    onSuccess: (_answer, todo) =>
      notice.success(t`Đã xóa “${todo.noi_dung}”.`, {
        label: t`Hoàn tác`,
        onAction: () => {
          const { id, noi_dung, han_chot, hoan_thanh } = todo;
          add.mutate({ id, noi_dung, han_chot, hoan_thanh });
        },
      }),
    onError: failed,
  });
  return { add, change, remove };
}
