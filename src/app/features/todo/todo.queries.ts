import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { todos as todoEntity } from '../../../contract/entities/user/todos.entity.ts';
import { apiGet } from '../../data/api.ts';
import { createRecord, deleteRecord, entityKey, patchRecord } from '../../entity-ui/entity-api.ts';
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

/*
 * Writes go through the outbox like every entity's (data/outbox.ts): online they are sent at once;
 * with no answer they wait on the device and the list keeps showing them, then the outbox sends
 * them when the network returns and the list is asked again (features/outbox/use-outbox-sync.ts).
 */

/** The task as saved, or as it will be once the queued write is sent (shown meanwhile). */
async function createTodo(input: NewTodo & { id?: string }): Promise<{ todo: Todo; queued: boolean }> {
  const id = input.id ?? uuidv7();
  const body = { ...input, id, ma_viec: todoCode(id) };
  const written = await createRecord(todoEntity, body);
  if (written.queued || written.value === null) {
    const local = { hoan_thanh: false, ...body, version: 1 };
    return { todo: { ...local, created_at: new Date().toISOString() }, queued: true };
  }
  return { todo: todoSchema.parse(written.value), queued: false };
}

async function patchTodo(todo: Todo, change: TodoChange): Promise<Todo | null> {
  const written = await patchRecord(todoEntity, todo.id, { ...change, version: todo.version });
  return written.queued || written.value === null ? null : todoSchema.parse(written.value);
}

async function deleteTodo(todo: Todo): Promise<boolean> {
  return (await deleteRecord(todoEntity, todo)).queued;
}

/**
 * Adding, ticking, editing and deleting, each shown at once (optimistic) and put right from the
 * server's answer; a refusal restores the list and says why. Deleting offers "Hoàn tác", which
 * adds the same task back. Offline, each is kept on the device and says so.
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
  const kept = () => notice.info(t`Chưa có mạng: thay đổi sẽ được gửi khi có kết nối (xem Hộp thư đi).`);
  // Offline the outbox keeps the write: the mutation must run, not wait for the network.
  const networkMode = 'always';

  const add = useMutation({
    networkMode,
    mutationFn: createTodo,
    onSuccess: ({ todo, queued }) => {
      edit((items) => [todo, ...items.filter((item) => item.id !== todo.id)]);
      if (queued) kept();
    },
    onError: failed,
  });
  const change = useMutation({
    networkMode,
    mutationFn: ({ todo, change }: { todo: Todo; change: TodoChange }) => patchTodo(todo, change),
    onMutate: ({ todo, change }) =>
      edit((items) => items.map((item) => (item.id === todo.id ? { ...item, ...change } : item))),
    onSuccess: (saved) => (saved ? replace(saved) : kept()),
    onError: failed,
  });
  const remove = useMutation({
    networkMode,
    mutationFn: deleteTodo,
    onMutate: (todo) => edit((items) => items.filter((item) => item.id !== todo.id)),
    onSuccess: (queued, todo) => {
      if (queued) return kept();
      notice.success(t`Đã xóa “${todo.noi_dung}”.`, {
        label: t`Hoàn tác`,
        onAction: () => {
          const { id, noi_dung, han_chot, hoan_thanh } = todo;
          add.mutate({ id, noi_dung, han_chot, hoan_thanh });
        },
      });
    },
    onError: failed,
  });
  return { add, change, remove };
}
