import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { searchWithDefaults } from '../../features/shell/route-search.ts';
import { TodoPage } from '../../features/todo/TodoPage.tsx';
import { TODO_FILTERS } from '../../features/todo/todo-list.ts';

const searchSchema = z.object({ filter: z._default(z.catch(z.enum(TODO_FILTERS), 'all'), 'all') });

export const Route = createFileRoute('/user/todo')({
  ...searchWithDefaults(searchSchema, { filter: 'all' }),
  // The queries come with the page: they carry the to-do declaration, kept out of the first download.
  loader: async ({ context }) => {
    const { todosQuery } = await import('../../features/todo/todo.queries.ts');
    return context.queryClient.ensureQueryData(todosQuery());
  },
  component: TodoPage,
});
