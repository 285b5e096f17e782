// Apart from Button.tsx so that a plain button or a link can look like one without React Aria.

const base =
  'inline-flex cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-pending:cursor-wait';

const variants = {
  primary: 'bg-primary-600 text-white shadow-primary hover:bg-primary-700 data-pressed:bg-primary-700',
  tonal: 'bg-primary-50 text-primary-ink hover:bg-primary-100 data-pressed:bg-primary-200',
  outline: 'border border-line text-ink hover:border-primary-300 hover:text-primary-ink',
  ghost: 'text-muted hover:bg-subtle hover:text-heading data-pressed:bg-line',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-5 text-sm',
  icon: 'size-9',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Classes of a button, for router links that must look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
