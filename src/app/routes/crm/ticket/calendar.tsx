import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { calendarSearchSchema } from '../../../features/task-calendar/calendar-search.ts';

export const Route = createFileRoute('/crm/ticket/calendar')({
  validateSearch: calendarSearchSchema,
  component: lazyRouteComponent(
    () => import('../../../features/task-calendar/CalendarPage.tsx'),
    'TicketCalendarPage',
  ),
});
