import { type DateValue, parseAbsolute, parseDate, parseTime, type Time } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  TimeField as AriaTimeField,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
} from 'react-aria-components';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import { EMPTY_DATES } from '../../contract/entity/values.ts';
import { FieldHelp, fieldLabelClass } from './FieldLabel.tsx';
import { Popover } from './Popover.tsx';

/** Spec §5: dates are stored Y-m-d and shown d-m-Y; times are 24-hour without seconds. */

/** 'YYYY-MM-DD' → a calendar date; empty, the 'no date' markers or nonsense → null. */
export function toCalendarDate(value: string | null | undefined) {
  const day = value?.slice(0, 10) ?? '';
  if (day === '' || EMPTY_DATES.has(day)) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
}

export function toInstantValue(value: string | null | undefined) {
  if (!value || EMPTY_DATES.has(value.slice(0, 10))) return null;
  try {
    return parseAbsolute(new Date(value).toISOString(), BUSINESS_TIME_ZONE);
  } catch {
    return null;
  }
}

export function toTimeValue(value: string | null | undefined): Time | null {
  if (!value || !/^\d{2}:\d{2}/.test(value)) return null;
  try {
    return parseTime(value.slice(0, 5));
  } catch {
    return null;
  }
}

/** Day-month-year order in either language (vi-VN, or en-GB for English). */
function useDateLocale(): string {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'en-GB' : 'vi-VN';
}

const boxClass =
  'flex h-[44px] md:h-10 w-full items-center rounded-md border border-line bg-surface pl-3 text-[15px] text-heading transition hover:border-muted/50 focus-within:border-primary-500 focus-within:ring-3 focus-within:ring-primary-500/15 group-data-invalid:border-danger group-data-disabled:opacity-60';
const segmentClass =
  'rounded-sm px-px tabular-nums outline-none data-placeholder:text-muted data-focused:bg-primary-500 data-focused:text-white';

/** The date as d-m-Y segments: the literal separators are drawn as '-' whatever the locale says. */
function Segments() {
  return (
    <DateInput className="flex min-w-0 flex-1 items-center">
      {(segment) =>
        segment.type === 'literal' && /^[/.\-\s]+$/.test(segment.text) && segment.text.trim() !== '' ? (
          <span aria-hidden="true" className="px-px text-muted">
            -
          </span>
        ) : (
          <DateSegment segment={segment} className={segmentClass} />
        )
      }
    </DateInput>
  );
}

function CalendarPopover() {
  const { t } = useLingui();
  return (
    <Popover className="rounded-card bg-surface p-3 shadow-card ring-1 ring-line/60 outline-none data-entering:animate-fade-in">
      <Dialog className="outline-none" aria-label={t`Chọn ngày`}>
        <Calendar className="grid gap-2">
          <header className="flex items-center justify-between gap-2">
            <Button slot="previous" aria-label={t`Tháng trước`} className={navClass}>
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <Heading className="text-sm font-semibold text-heading capitalize" />
            <Button slot="next" aria-label={t`Tháng sau`} className={navClass}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </header>
          <CalendarGrid className="border-separate border-spacing-0.5 text-sm">
            {(date) => (
              <CalendarCell
                date={date}
                className="grid size-8 cursor-pointer place-items-center rounded-md outline-none data-disabled:opacity-30 data-focus-visible:outline-2 data-focus-visible:outline-primary-500 data-outside-month:hidden data-selected:bg-primary-500 data-selected:text-white hover:bg-primary-50"
              />
            )}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}

const navClass =
  'grid size-8 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500';

export interface DateFieldProps {
  label: ReactNode;
  /** 'YYYY-MM-DD' (date) or an ISO instant (datetime); null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** 'datetime' adds hours and minutes (24-hour), in the business time zone. */
  withTime?: boolean;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  isReadOnly?: boolean;
  hideLabel?: boolean;
  name?: string;
  className?: string;
}

/** What the date and the time field share: 24 hours, leading zeros, the form's checks, the layout. */
function fieldProps(props: DateFieldProps) {
  return {
    hourCycle: 24,
    shouldForceLeadingZeros: true,
    isInvalid: props.errorMessage ? true : undefined,
    isReadOnly: props.isReadOnly ?? false,
    isRequired: props.isRequired ?? false,
    name: props.name,
    validationBehavior: 'aria',
    'data-field': props.name,
    className: `group grid content-start gap-1.5 ${props.className ?? ''}`,
  } as const;
}

/** A date (or date and time) typed segment by segment or picked on a calendar. */
export function DatePickerField(props: DateFieldProps) {
  const { t } = useLingui();
  const locale = useDateLocale();
  const value: DateValue | null = props.withTime ? toInstantValue(props.value) : toCalendarDate(props.value);
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        value={value}
        onChange={(next) => {
          if (!next) props.onChange(null);
          else if ('timeZone' in next) props.onChange(next.toAbsoluteString());
          else props.onChange(next.toString());
        }}
        granularity={props.withTime ? 'minute' : 'day'}
        hideTimeZone
        {...fieldProps(props)}
      >
        <Label className={props.hideLabel ? 'sr-only' : fieldLabelClass}>{props.label}</Label>
        <Group className={boxClass}>
          <Segments />
          <Button aria-label={t`Mở lịch`} className={`${navClass} mr-1 size-8`}>
            <CalendarDays aria-hidden="true" className="size-4" />
          </Button>
        </Group>
        <FieldHelp error={props.errorMessage} />
        <CalendarPopover />
      </DatePicker>
    </I18nProvider>
  );
}

/** A 24-hour time without seconds ('HH:mm'). */
export function TimeInputField(props: Omit<DateFieldProps, 'withTime'>) {
  const locale = useDateLocale();
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField
        value={toTimeValue(props.value)}
        onChange={(next) => props.onChange(next ? next.toString().slice(0, 5) : null)}
        granularity="minute"
        {...fieldProps(props)}
      >
        <Label className={props.hideLabel ? 'sr-only' : fieldLabelClass}>{props.label}</Label>
        <DateInput className={`${boxClass} pr-3`}>
          {(segment) => <DateSegment segment={segment} className={segmentClass} />}
        </DateInput>
        <FieldHelp error={props.errorMessage} />
      </AriaTimeField>
    </I18nProvider>
  );
}
