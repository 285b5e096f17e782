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
