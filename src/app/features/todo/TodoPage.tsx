import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatNumber } from '../../../contract/domain/format.ts';
import { todayIn } from '../../../contract/domain/period.ts';
import { serverNow, serverTime } from '../../state/server-time.ts';
import { Card } from '../../ui/Card.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SegmentedFilter } from '../shell/SegmentedFilter.tsx';
import { TodoComposer } from './TodoComposer.tsx';
import { TodoItem } from './TodoItem.tsx';
import { TODO_PAGE_SIZE, todosQuery, useTodoActions } from './todo.queries.ts';
import { TODO_FILTERS, type TodoFilter, todoCounts, visibleTodos } from './todo-list.ts';

const route = getRouteApi('/user/todo');

function FilterTabs({ counts }: { counts: Record<TodoFilter, number> }) {
  const { t } = useLingui();
  const { filter } = route.useSearch();
  const navigate = route.useNavigate();
  const labels: Record<TodoFilter, string> = { all: t`Tất cả`, open: t`Chưa xong`, done: t`Đã xong` };
  return (
    <SegmentedFilter
      label={t`Lọc việc`}
      keys={TODO_FILTERS}
      labels={labels}
      counts={counts}
      selected={filter}
      onSelect={(next) => void navigate({ search: { filter: next }, replace: true })}
      fill
    />
  );
}

function Empty({ filter, hasAny }: { filter: TodoFilter; hasAny: boolean }) {
  return (
    <div className="grid justify-items-center gap-2 px-6 py-12 text-center" role="status">
      <ListChecks aria-hidden="true" className="size-10 text-primary-400" />
      <p className="font-medium text-heading">
        {!hasAny ? <Trans>Chưa có việc nào</Trans> : null}
        {hasAny && filter === 'open' ? <Trans>Đã xong hết, tuyệt vời!</Trans> : null}
        {hasAny && filter === 'done' ? <Trans>Chưa có việc nào xong</Trans> : null}
      </p>
      <p className="text-sm text-muted">
        <Trans>Gõ việc cần làm vào ô phía trên rồi nhấn Enter.</Trans>
      </p>
    </div>
  );
}

/** /user/todo: the signed-in user's own to-do list, kept on the server (entity user.todos). */
export function TodoPage() {
  const { t } = useLingui();
  const { filter } = route.useSearch();
  const { data } = useSuspenseQuery(todosQuery());
  const actions = useTodoActions();
  const clock = useSnapshot(serverTime);
  const today = todayIn(serverNow(clock), BUSINESS_TIME_ZONE);
  const counts = todoCounts(data.items);
  const shown = visibleTodos(data.items, filter);
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={<Trans>Việc cần làm</Trans>}
        description={<Trans>Danh sách việc của riêng bạn; chỉ bạn nhìn thấy.</Trans>}
      />
      <Card>
        <TodoComposer onAdd={(todo) => actions.add.mutate(todo)} />
      </Card>
      <section aria-label={t`Danh sách việc`} className="rounded-card bg-surface shadow-card">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
          <FilterTabs counts={counts} />
          {data.total > data.items.length ? (
            <p className="text-sm text-muted">
              <Trans>Đang hiện {formatNumber(TODO_PAGE_SIZE)} việc mới nhất.</Trans>
            </p>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <Empty filter={filter} hasAny={data.items.length > 0} />
        ) : (
          <ul className="divide-y divide-line" aria-label={t`Việc cần làm`}>
            {shown.map((todo) => (
              <TodoItem
                key={todo.id}
                todo={todo}
                today={today}
                onChange={(change) => actions.change.mutate({ todo, change })}
                onDelete={() => actions.remove.mutate(todo)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
