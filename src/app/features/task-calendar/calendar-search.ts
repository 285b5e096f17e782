import { z } from 'zod/mini';

/** The calendar's address: view, day, colouring, branch, and the booking opened (?task=). */
export const CALENDAR_VIEWS = ['day', 'week', 'month', 'staff', 'room'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const calendarSearchSchema = z.object({
  view: z.catch(z.optional(z.enum(CALENDAR_VIEWS)), undefined),
  date: z.catch(z.optional(z.iso.date()), undefined),
  color: z.catch(z.optional(z.enum(['type', 'status'])), undefined),
  branch: z.catch(z.optional(z.string().check(z.maxLength(16))), undefined),
  task: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined),
});

export type CalendarSearch = z.infer<typeof calendarSearchSchema>;
