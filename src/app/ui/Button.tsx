import { Button as AriaButton, type ButtonProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class.ts';

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: Omit<ButtonProps, 'className'> & { variant?: ButtonVariant; size?: ButtonSize; className?: string }) {
  return <AriaButton {...props} className={`${buttonClass(variant, size)} ${className}`} />;
}
