import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { NewPasswordPair } from '../auth/PasswordField.tsx';
import { MIN_PASSWORD } from './user-form.ts';
import { rememberUser, resetUserPassword, setUserStatus } from './users.queries.ts';

interface DialogProps {
  user: UserRecord;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with what to tell the user once the change is saved. */
  onDone: (message: string) => void;
}

/** The two password boxes, their checks, and the call; closing forgets what was typed. */
function usePasswordReset({ user, onOpenChange, onDone }: Omit<DialogProps, 'isOpen'>) {
  const { t } = useLingui();
  const [values, setValues] = useState({ password: '', again: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = user.user_name;
  const mutation = useMutation({
    mutationFn: () => resetUserPassword(user.id, values.password),
    onSuccess: () => {
      onOpenChange(false);
      setValues({ password: '', again: '' });
      onDone(t`Đã đặt lại mật khẩu cho ${name}. Người dùng đã được đăng xuất khỏi mọi thiết bị.`);
    },
  });
  const change = (field: 'password' | 'again') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const close = (open: boolean) => {
    if (open) return;
    setValues({ password: '', again: '' });
    setErrors({});
    mutation.reset();
    onOpenChange(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, again } = values;
    const problems: Record<string, string> = {};
    if (password === '') problems.password = t`Vui lòng nhập mật khẩu mới`;
    else if (password.length < MIN_PASSWORD) problems.password = t`Mật khẩu mới phải có ít nhất 6 ký tự`;
    else if (again !== password) problems.again = t`Mật khẩu nhập lại không khớp`;
    setErrors(problems);
    if (Object.keys(problems).length === 0) mutation.mutate();
  };
  return { values, errors, change, close, submit, mutation };
}

/** A new password, typed twice; the server then signs the user out everywhere. */
export function ResetPasswordDialog({ isOpen, ...props }: DialogProps) {
  const { t } = useLingui();
  const { values, errors, change, close, submit, mutation } = usePasswordReset(props);
  const name = props.user.user_name;
  return (
    <ModalDialog
      title={<Trans>Đặt lại mật khẩu</Trans>}
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!mutation.isPending}
    >
      <Form onSubmit={submit} validationBehavior="aria" validationErrors={errors} className="grid gap-4">
        <p className="text-sm text-muted">
          <Trans>Đặt mật khẩu mới cho {name}. Mọi phiên đăng nhập của người dùng này sẽ kết thúc.</Trans>
        </p>
        {mutation.isError ? <Alert>{mutation.error.message}</Alert> : null}
        <NewPasswordPair
          names={['password', 'again']}
          labels={[t`Mật khẩu mới`, t`Nhập lại mật khẩu mới`]}
          values={values}
          set={change}
          autoFocus
        />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button variant="outline" onPress={() => close(false)} isDisabled={mutation.isPending}>
            <Trans>Hủy bỏ</Trans>
          </Button>
          <Button type="submit" isPending={mutation.isPending}>
            <Trans>Đặt lại mật khẩu</Trans>
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}

/** Lock (status 0, which ends the user's sessions at once) or unlock, after a confirmation. */
export function StatusDialog({ user, isOpen, onOpenChange, onDone }: DialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const locking = user.status === 1;
  const name = user.user_name;
  const mutation = useMutation({
    mutationFn: () => setUserStatus(user.id, locking ? 0 : 1),
    onSuccess: (saved) => {
      rememberUser(queryClient, saved);
      onOpenChange(false);
      onDone(locking ? t`Đã khóa người dùng ${name}.` : t`Đã mở khóa người dùng ${name}.`);
    },
  });
  const close = (open: boolean) => {
    if (open) return;
    mutation.reset();
    onOpenChange(false);
  };
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Xác nhận</Trans>}
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!mutation.isPending}
      actions={
        <>
          <Button variant="outline" onPress={() => close(false)} isDisabled={mutation.isPending}>
            <Trans>Hủy bỏ</Trans>
          </Button>
          <Button autoFocus isPending={mutation.isPending} onPress={() => mutation.mutate()}>
            <Trans>Đồng ý</Trans>
          </Button>
        </>
      }
    >
      {mutation.isError ? <Alert className="mb-3">{mutation.error.message}</Alert> : null}
      <p>
        {locking ? (
          <Trans>
            Khóa người dùng {name}? Người dùng sẽ bị đăng xuất ngay và không đăng nhập được cho đến khi được
            mở khóa.
          </Trans>
        ) : (
          <Trans>Mở khóa người dùng {name}? Người dùng sẽ đăng nhập lại được.</Trans>
        )}
      </p>
    </ModalDialog>
  );
}
