import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { TodoPage } from '../../features/todo/TodoPage.tsx';
import { todosQuery } from '../../features/todo/todo.queries.ts';
import { TODO_FILTERS } from '../../features/todo/todo-list.ts';

const searchSchema = z.object({ filter: z._default(z.catch(z.enum(TODO_FILTERS), 'all'), 'all') });

export const Route = createFileRoute('/user/todo')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ filter: 'all' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(todosQuery()),
  component: TodoPage,
});
