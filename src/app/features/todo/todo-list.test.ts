import { describe, expect, it } from 'vitest';
import { compareTodos, dueState, type Todo, todoCode, todoCounts, visibleTodos } from './todo-list.ts';

const todo = (id: string, over: Partial<Todo> = {}): Todo => ({
  id,
  version: 1,
  ma_viec: id.toUpperCase(),
  noi_dung: `Việc ${id}`,
  han_chot: null,
  hoan_thanh: false,
  created_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

describe('the to-do list', () => {
  const list = [
    todo('a', { created_at: '2026-11-20T08:00:00.000Z' }),
    todo('b', { han_chot: '2026-11-30' }),
    todo('c', { hoan_thanh: true, created_at: '2026-11-21T08:00:00.000Z' }),
    todo('d', { han_chot: '2026-11-25' }),
    todo('e', { created_at: '2026-11-22T08:00:00.000Z' }),
    todo('f', { hoan_thanh: true, created_at: '2026-11-23T08:00:00.000Z' }),
  ];

  it('puts open tasks first by due date (undated after, newest first), then done ones newest first', () => {
    expect(visibleTodos(list, 'all').map((t) => t.id)).toEqual(['d', 'b', 'e', 'a', 'f', 'c']);
  });

  it('filters open and done, and counts each', () => {
    expect(visibleTodos(list, 'open').map((t) => t.id)).toEqual(['d', 'b', 'e', 'a']);
    expect(visibleTodos(list, 'done').map((t) => t.id)).toEqual(['f', 'c']);
    expect(todoCounts(list)).toEqual({ all: 6, open: 4, done: 2 });
  });

  it('is a consistent order whatever the input order', () => {
    const reversed = [...list].reverse().sort(compareTodos);
    expect(reversed.map((t) => t.id)).toEqual(visibleTodos(list, 'all').map((t) => t.id));
  });

  it('says when an open task is overdue or due today', () => {
    expect(dueState(todo('x', { han_chot: '2026-11-24' }), '2026-11-25')).toBe('overdue');
    expect(dueState(todo('x', { han_chot: '2026-11-25' }), '2026-11-25')).toBe('today');
    expect(dueState(todo('x', { han_chot: '2026-12-01' }), '2026-11-25')).toBe('later');
    expect(dueState(todo('x', { han_chot: '2026-11-01', hoan_thanh: true }), '2026-11-25')).toBeNull();
    expect(dueState(todo('x'), '2026-11-25')).toBeNull();
  });

  it('makes a code the key field accepts from the id', () => {
    expect(todoCode('0198a0c2-1f6e-7a52-9c1e-3f2f8f1b9a11')).toBe('0198A0C21F6E7A529C1E3F2F8F1B9A11');
  });
});
