import { Button as AriaButton, type ButtonProps } from 'react-aria-components';

const variants = {
  primary: 'bg-primary-500 text-white hover:bg-primary-600 pressed:bg-primary-700',
  tonal: 'bg-primary-50 text-primary-600 hover:bg-primary-100',
  ghost: 'text-muted hover:bg-primary-50 hover:text-primary-600',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonProps & { variant?: keyof typeof variants; className?: string }) {
  return (
    <AriaButton
      {...props}
      className={`inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${variants[variant]} ${className}`}
    />
  );
}
