import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import { NO_RIGHTS } from '../../../contract/auth/rules.ts';
import { ApiRequestError } from '../../data/api.ts';
import { showFlash } from './flash.ts';
import { type Grants, type ReadRights, type RightsNode, readRights, writeRights } from './rights.ts';
import type { SetField } from './UserAccountFields.tsx';
import {
  FIELD_ORDER,
  type FormMode,
  formFieldOf,
  formFromRecord,
  toCreateInput,
  toUpdateInput,
  type UserFormValues,
  validateUserForm,
} from './user-form.ts';
import { createUser, rememberUser, updateUser, userQuery } from './users.queries.ts';

export type FieldErrors = Record<string, string>;

/** What the server said, sorted into field errors, a message for the top of the form, or a conflict. */
interface Refusal {
  fields: FieldErrors;
  message: string | null;
  conflict: boolean;
}

function readRefusal(error: Error): Refusal {
  if (!(error instanceof ApiRequestError)) return { fields: {}, message: error.message, conflict: false };
  if (error.status === 409) return { fields: {}, message: null, conflict: true };
  const fields: FieldErrors = {};
  const loose: string[] = [];
  for (const item of error.body.fields ?? []) {
    const field = formFieldOf(item.field);
    if (field && !fields[field]) fields[field] = item.message;
    else if (!field) loose.push(item.message);
  }
  const top =
    Object.keys(fields).length > 0 && loose.length === 0 ? null : [error.message, ...loose].join(' ');
  return { fields, message: top, conflict: false };
}

/** Focus the first field in error once it is drawn, so the keyboard lands where the work is. */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const first = FIELD_ORDER.find((name) => errors[name]);
    const target = first
      ? form.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"] input`)
      : null;
    target?.focus();
  }, [request, errors, form]);
  return () => setRequest((n) => n + 1);
}

/** The values being edited, the version they started from, and the field errors shown. */
function useFields(record: UserRecord | undefined, tree: readonly RightsNode[]) {
  const [values, setValues] = useState<UserFormValues>(() => formFromRecord(record));
  const [rights, setRights] = useState<ReadRights>(() => readRights(record ?? NO_RIGHTS, tree));
  const [base, setBase] = useState(record);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = (next: UserRecord) => {
    setValues(formFromRecord(next));
    setRights(readRights(next, tree));
    setBase(next);
    setDirty(false);
    setErrors({});
  };
  const set: SetField = (name) => (value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setDirty(true);
    // The error was about the old value: let the next check or the server speak again.
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const setGrants = (grants: Grants) => {
    setRights((current) => ({ ...current, grants }));
    setDirty(true);
  };
  return { values, set, rights, setGrants, base, dirty, errors, setErrors, reset };
}

/** Saved: keep the answer, say so on the view page, and go there. */
function useAfterSave(mode: FormMode) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (saved: UserRecord) => {
    rememberUser(queryClient, saved);
    const name = saved.ten_nsd;
    showFlash(mode === 'create' ? t`Đã tạo người dùng ${name}.` : t`Đã lưu thay đổi của người dùng ${name}.`);
    void navigate({ to: '/system/users/$id', params: { id: saved.id } });
  };
}

/** State, checks and saving of the user form (create when `record` is undefined, else edit). */
export function useUserForm(record: UserRecord | undefined, tree: readonly RightsNode[]) {
  const { t, i18n } = useLingui();
  const mode: FormMode = record ? 'edit' : 'create';
  const queryClient = useQueryClient();
  const afterSave = useAfterSave(mode);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFields(record, tree);
  const { values, rights, base } = fields;
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const focusFirstError = useFocusFirstError(formRef, fields.errors);
  const reset = (next: UserRecord) => {
    fields.reset(next);
    setMessage(null);
    setConflict(false);
  };
  // A fresher copy arrived (refetch on opening) while nothing was typed: show it, with its version.
  useEffect(() => {
    if (record && base && record.version > base.version && !fields.dirty) reset(record);
  });

  const mutation = useMutation({
    mutationFn: () => {
      const lists = writeRights(rights.grants, tree, rights.unknown);
      if (!base) return createUser(toCreateInput(values, lists));
      return updateUser(base.id, { ...toUpdateInput(values, lists, base), version: base.version });
    },
    onSuccess: afterSave,
    onError: (error) => {
      const refusal = readRefusal(error);
      fields.setErrors(refusal.fields);
      setMessage(refusal.message);
      setConflict(refusal.conflict);
      focusFirstError();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems = validateUserForm(values, mode);
    fields.setErrors(
      Object.fromEntries(Object.entries(problems).map(([name, text]) => [name, i18n._(text)])),
    );
    setConflict(false);
    const invalid = Object.keys(problems).length > 0;
    setMessage(invalid ? t`Vui lòng kiểm tra lại các trường được đánh dấu.` : null);
    if (invalid) focusFirstError();
    else mutation.mutate();
  };

  const reload = async () => {
    if (base) reset(await queryClient.fetchQuery({ ...userQuery(base.id), staleTime: 0 }));
  };

  return { mode, formRef, ...fields, message, conflict, submit, reload, mutation };
}
