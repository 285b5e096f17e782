import { Check } from 'lucide-react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Popover } from './Popover.tsx';
import type { SelectOption } from './Select.tsx';

/**
 * The list a select opens (Select, SelectField): every option with a check mark on the chosen
 * one, at least as wide as its button. Spec §9: select lists scroll at 260 px.
 */
export const SELECT_LIST_MAX_HEIGHT = 260;

export function OptionsPopover({ options }: { options: readonly SelectOption[] }) {
  return (
    <Popover
      offset={4}
      // React Aria sizes the popover inline to the room on screen; this caps it at the spec's 260.
      maxHeight={SELECT_LIST_MAX_HEIGHT}
      className="min-w-(--trigger-width) overflow-y-auto rounded-md bg-surface p-1 shadow-card ring-1 ring-line/60 outline-none data-entering:animate-fade-in"
    >
      <ListBox items={options} className="grid gap-0.5 outline-none">
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.label}
            className="group/option flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-sm text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink data-selected:font-medium"
          >
            {option.label}
            <Check
              aria-hidden="true"
              className="size-4 shrink-0 opacity-0 group-data-selected/option:opacity-100"
            />
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
