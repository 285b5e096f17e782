import { z } from 'zod/mini';

/** One row of user.todos as the entity API answers it. */
export const todoSchema = z.object({
  id: z.string(),
  version: z.int(),
  ma_viec: z.string(),
  noi_dung: z.string(),
  han_chot: z.nullable(z.string()),
  hoan_thanh: z.boolean(),
  created_at: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

export const TODO_FILTERS = ['all', 'open', 'done'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

/** The key of a new task: its id without dashes, upper case (a code field holds letters and digits). */
export function todoCode(id: string): string {
  return id.replaceAll('-', '').toUpperCase();
}

export function matchesFilter(todo: Todo, filter: TodoFilter): boolean {
  return filter === 'all' || todo.hoan_thanh === (filter === 'done');
}

/**
 * The order of the list: open tasks first, the nearest due date first and undated ones after;
 * then the newest. Done tasks go to the bottom, the most recently added first.
 */
export function compareTodos(a: Todo, b: Todo): number {
  if (a.hoan_thanh !== b.hoan_thanh) return a.hoan_thanh ? 1 : -1;
  if (!a.hoan_thanh && a.han_chot !== b.han_chot) {
    if (a.han_chot === null) return 1;
    if (b.han_chot === null) return -1;
    return a.han_chot < b.han_chot ? -1 : 1;
  }
  return b.created_at.localeCompare(a.created_at);
}

export function visibleTodos(todos: readonly Todo[], filter: TodoFilter): Todo[] {
  return todos.filter((todo) => matchesFilter(todo, filter)).sort(compareTodos);
}

export function todoCounts(todos: readonly Todo[]): Record<TodoFilter, number> {
  const done = todos.filter((todo) => todo.hoan_thanh).length;
  return { all: todos.length, open: todos.length - done, done };
}

/** 'overdue' before today, 'today', 'later' — for an open task with a due date (Y-m-d). */
export function dueState(todo: Todo, today: string): 'overdue' | 'today' | 'later' | null {
  if (todo.hoan_thanh || !todo.han_chot) return null;
  if (todo.han_chot < today) return 'overdue';
  return todo.han_chot === today ? 'today' : 'later';
}
