import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Profile, profileProblems } from '../../../contract/api/profile.api.ts';
import { f } from '../../../contract/entity/fields.ts';
import { ApiRequestError } from '../../data/api-errors.ts';
import { UploadInput } from '../../entity-ui/form/UploadInput.tsx';
import { ContactFields } from '../../ui/ContactFields.tsx';
import { notice } from '../../ui/notice.ts';
import { TextField } from '../../ui/TextField.tsx';
import { CardForm } from './CardForm.tsx';
import { type FieldErrors, focusFirstError, problemErrors, serverErrors } from './form-errors.ts';
import { profileQuery, saveProfile } from './profile.queries.ts';

/** The picture as an image field of the entity language: the upload field draws and sends it. */
const AVATAR_FIELD = f.image(msg`Ảnh đại diện`);

interface Values {
  ten_nsd: string;
  dien_thoai: string;
  email: string;
  avatar: string | null;
}

const valuesOf = (profile: Profile): Values => ({
  ten_nsd: profile.ten_nsd,
  dien_thoai: profile.dien_thoai ?? '',
  email: profile.email ?? '',
  avatar: profile.avatar,
});

function useProfileSave(profile: Profile, onFieldErrors: (errors: FieldErrors) => void) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) => saveProfile({ ...values, version: profile.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery().queryKey, saved);
      notice.success(t`Đã lưu thông tin cá nhân.`);
    },
    onError: (error) => {
      const fields = serverErrors(error);
      onFieldErrors(fields);
      if (Object.keys(fields).length > 0) return;
      notice.error(error);
      // Changed elsewhere meanwhile: show what is stored now (the form starts again from it).
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}

/** The user's own display fields: name, phone, e-mail and picture. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(formRef.current, found);
  };
  const mutation = useProfileSave(profile, showErrors);
  const set = (name: keyof Values) => (value: unknown) => {
    setValues((current) => ({ ...current, [name]: typeof value === 'string' ? value : null }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };
  const submit = () => {
    const found = problemErrors(i18n, profileProblems(values));
    if (Object.keys(found).length > 0) showErrors(found);
    else mutation.mutate(values);
  };
  return (
    <CardForm
      title={<Trans>Thông tin cá nhân</Trans>}
      description={<Trans>Tên và ảnh hiển thị cho đồng nghiệp.</Trans>}
      formRef={formRef}
      errors={errors}
      onSubmit={submit}
      submit={<Trans>Lưu thay đổi</Trans>}
      pending={mutation.isPending}
      wide
    >
      <div className="sm:col-span-2">
        <UploadInput
          name="avatar"
          field={AVATAR_FIELD}
          label={t`Ảnh đại diện`}
          value={values.avatar}
          onChange={set('avatar')}
          error={errors.avatar}
          isReadOnly={false}
        />
      </div>
      <TextField
        label={t`Tên hiển thị`}
        name="ten_nsd"
        markRequired
        autoComplete="name"
        value={values.ten_nsd}
        onChange={set('ten_nsd')}
        className="sm:col-span-2"
      />
      <ContactFields values={values} set={set} own />
    </CardForm>
  );
}
