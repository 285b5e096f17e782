import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import type { Entity } from '../../../contract/entity/define.ts';
import { entityMessages } from '../../../contract/entity/messages.ts';
import { ApiRequestError } from '../../data/api.ts';
import {
  createRecord,
  type EntityRow,
  entityRecordQuery,
  rememberRecord,
  updateRecord,
  valueExists,
} from '../entity-api.ts';
import { translator } from '../translate.ts';
import {
  checkForm,
  type FieldErrors,
  type FormValues,
  fieldOfPath,
  formFromRecord,
  JSON_INVALID,
} from './form-values.ts';

/** The server's refusal sorted into field errors, a message for the top, or a stale version. */
function readRefusal(entity: Entity, error: Error) {
  if (!(error instanceof ApiRequestError)) return { fields: {}, message: error.message, conflict: false };
  const conflict = error.status === 409 && error.body.code === 'STALE_VERSION';
  const fields: FieldErrors = {};
  const loose: string[] = [];
  for (const item of error.body.fields ?? []) {
    const name = fieldOfPath(entity, item.field);
    if (name && !fields[name]) fields[name] = item.message;
    else if (!name) loose.push(item.message);
  }
  const placed = Object.keys(fields).length > 0 && loose.length === 0;
  return { fields, message: placed ? null : [error.message, ...loose].join(' '), conflict };
}

/** Focus the first field in error once it is drawn, so the keyboard lands where the work is. */
function useFocusFirstError(entity: Entity, errors: FieldErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const first = entity.fieldNames.find((name) => errors[name]);
    const form = formRef.current;
    const target = first
      ? (form?.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"])`) ??
        form?.querySelector<HTMLElement>(
          `[data-field="${first}"] [role="spinbutton"], [data-field="${first}"] input, [data-field="${first}"] button`,
        ))
      : null;
    target?.focus();
  }, [request, errors, entity]);
  return { formRef, focusFirstError: () => setRequest((n) => n + 1) };
}

/** State, checks and saving of an entity's form: create when `record` is undefined, else edit. */
export function useEntityForm(
  entity: Entity,
  record: EntityRow | undefined,
  onSaved: (row: EntityRow) => void,
) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(record);
  const [values, setValues] = useState<FormValues>(() => formFromRecord(entity, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const dirty = useRef(false);
  const { formRef, focusFirstError } = useFocusFirstError(entity, errors);
  const mode = base ? 'update' : 'create';
  const translate = translator(i18n);
  const label = (name: string) => {
    const field = entity.fields[name];
    return field ? i18n._(field.label) : name;
  };
  const taken = () => translate(entityMessages.exists, { field: label(entity.key) });

  const set = (name: string) => (value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    dirty.current = true;
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const reset = (next: EntityRow) => {
    setBase(next);
    setValues(formFromRecord(entity, next));
    setErrors({});
    setMessage(null);
    setConflict(false);
    dirty.current = false;
  };

  /** Spec §5 unique-property on the key: '{field} đã tồn tại'; a failed check counts as valid. */
  const keyTaken = async (): Promise<boolean> => {
    const value = String(values[entity.key] ?? '').trim();
    if (value === '' || (base && String(base[entity.key] ?? '') === value)) return false;
    return valueExists(entity, entity.key, value, base?.id);
  };
  const checkKey = async () => {
    if (await keyTaken()) setErrors((current) => ({ ...current, [entity.key]: taken() }));
  };
  /** A JSON field leaving focus: say at once when its text does not read. */
  const checkJson = (name: string) => {
    const text = String(values[name] ?? '').trim();
    if (text === '') return;
    try {
      JSON.parse(text);
    } catch {
      setErrors((current) => ({ ...current, [name]: translate(JSON_INVALID, { field: label(name) }) }));
    }
  };

  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      base
        ? updateRecord(entity, base.id, { ...body, version: base.version })
        : createRecord(entity, { id: uuidv7(), ...body }),
    onSuccess: (saved) => {
      rememberRecord(queryClient, entity, saved);
      dirty.current = false;
      onSaved(saved);
    },
    onError: (error) => {
      const refusal = readRefusal(entity, error);
      setErrors(refusal.fields);
      setMessage(refusal.message);
      setConflict(refusal.conflict);
      focusFirstError();
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { body, errors: found } = checkForm(entity, mode, values, translate);
    if (!found[entity.key] && (await keyTaken())) found[entity.key] = taken();
    setErrors(found);
    setConflict(false);
    const invalid = Object.keys(found).length > 0;
    setMessage(invalid ? t`Vui lòng kiểm tra lại các trường được đánh dấu.` : null);
    if (invalid) focusFirstError();
    else mutation.mutate(body);
  };

  const reload = async () => {
    if (base) reset(await queryClient.fetchQuery({ ...entityRecordQuery(entity, base.id), staleTime: 0 }));
  };

  return {
    mode,
    base,
    values,
    set,
    errors,
    message,
    conflict,
    dirty,
    submit,
    reload,
    checkKey,
    checkJson,
    formRef,
    mutation,
  };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
