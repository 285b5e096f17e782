import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { todos as todoEntity } from '../../../contract/entities/user/todos.entity.ts';
import { apiGet } from '../../data/api.ts';
import { newClientId } from '../../data/client-id.ts';
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

/**
 * The task as saved; or, with `queued`, as it will be once the outbox sends it (shown meanwhile);
 * or null when another tab's replay sent this very write (the list is then asked again).
 */
async function createTodo(input: NewTodo & { id?: string }): Promise<{ todo: Todo | null; queued: boolean }> {
  const id = input.id ?? (await newClientId());
  const body = { ...input, id, ma_viec: todoCode(id) };
  const written = await createRecord(todoEntity, body);
  if (written.queued) {
    const local = { hoan_thanh: false, ...body, version: 1 };
    return { todo: { ...local, created_at: new Date().toISOString() }, queued: true };
  }
  return { todo: written.value && todoSchema.parse(written.value), queued: false };
}

/** The task as saved; null when queued or sent by another tab (`queued` tells which). */
async function patchTodo(todo: Todo, change: TodoChange): Promise<{ todo: Todo | null; queued: boolean }> {
  const written = await patchRecord(todoEntity, todo.id, { ...change, version: todo.version });
  if (written.queued) return { todo: null, queued: true };
  return { todo: written.value && todoSchema.parse(written.value), queued: false };
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
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  const failed = (error: unknown) => {
    notice.error(error);
    refetch();
  };
  const kept = () => notice.info(t`Chưa có mạng: thay đổi sẽ được gửi khi có kết nối (xem Hộp thư đi).`);
  /** What a write came to: saved (replace it), kept on the device (say so), or sent elsewhere. */
  const settle = ({ todo, queued }: { todo: Todo | null; queued: boolean }, show: (todo: Todo) => void) => {
    if (todo) show(todo);
    if (queued) kept();
    else if (!todo) refetch();
  };
  // Offline the outbox keeps the write: the mutation must run, not wait for the network.
  const networkMode = 'always';

  const add = useMutation({
    networkMode,
    mutationFn: createTodo,
    onSuccess: (written) =>
      settle(written, (todo) => edit((items) => [todo, ...items.filter((item) => item.id !== todo.id)])),
    onError: failed,
  });
  const change = useMutation({
    networkMode,
    mutationFn: ({ todo, change }: { todo: Todo; change: TodoChange }) => patchTodo(todo, change),
    onMutate: ({ todo, change }) =>
      edit((items) => items.map((item) => (item.id === todo.id ? { ...item, ...change } : item))),
    onSuccess: (written) => settle(written, replace),
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
