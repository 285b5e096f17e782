import { Checkbox as AriaCheckbox } from 'react-aria-components';

/** The row's check box: the box of ui/Checkbox without a visible label. */
export function SelectionBox({ label }: { label: string }) {
  return (
    <AriaCheckbox
      slot="selection"
      aria-label={label}
      className="group grid cursor-pointer place-items-center outline-none data-disabled:cursor-not-allowed data-disabled:opacity-40"
    >
      {({ isIndeterminate }) => (
        <span
          aria-hidden="true"
          className="grid size-4 place-items-center rounded-[4px] border-2 border-line bg-surface text-white transition group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary-500 group-data-indeterminate:border-primary-500 group-data-indeterminate:bg-primary-500 group-data-selected:border-primary-500 group-data-selected:bg-primary-500"
        >
          {isIndeterminate ? (
            <span className="h-0.5 w-2 rounded bg-white" />
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 12 12"
              className="size-2.5 opacity-0 group-data-selected:opacity-100"
            >
              <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth={2.2} />
            </svg>
          )}
        </span>
      )}
    </AriaCheckbox>
  );
}
