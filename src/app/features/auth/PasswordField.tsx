import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { TextField, type TextFieldProps } from '../../ui/TextField.tsx';

/** A password input with a show/hide toggle (a real toggle button, reachable with the keyboard). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <ToggleButton
          isSelected={visible}
          onChange={setVisible}
          aria-label={t`Hiện mật khẩu`}
          className="grid size-8 cursor-pointer place-items-center rounded-md text-muted outline-none hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
        >
          <Icon aria-hidden="true" className="size-[18px]" />
        </ToggleButton>
      }
    />
  );
}

/**
 * A new password and the same again, under the names the form checks them by (the form's own
 * rules say what is wrong; the errors land on these inputs by name).
 */
export function NewPasswordPair<Name extends string>({
  names,
  labels,
  description,
  values,
  set,
  autoFocus,
}: {
  names: readonly [Name, Name];
  labels: readonly [string, string];
  description?: string;
  values: Readonly<Record<Name, string>>;
  set: (name: Name) => (value: string) => void;
  autoFocus?: boolean;
}) {
  return names.map((name, index) => (
    <PasswordField
      key={name}
      label={labels[index] ?? ''}
      name={name}
      autoComplete="new-password"
      markRequired
      autoFocus={index === 0 ? autoFocus : undefined}
      description={index === 0 ? description : undefined}
      value={values[name]}
      onChange={set(name)}
    />
  ));
}
