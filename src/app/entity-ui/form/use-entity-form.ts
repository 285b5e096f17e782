import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import type { Entity } from '../../../contract/entity/define.ts';
import { entityMessages } from '../../../contract/entity/messages.ts';
import { ApiRequestError } from '../../data/api.ts';
import { discardItem } from '../../data/outbox.ts';
import { draftFor, dropDraft } from '../../data/outbox-drafts.ts';
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
  // Read at the request, not followed: errors that change later (the key's duplicate check
  // answering after the user moved on) must not pull the focus back while they type elsewhere.
  const latest = useRef(errors);
  latest.current = errors;
  useEffect(() => {
    if (request === 0) return;
    const first = entity.fieldNames.find((name) => latest.current[name]);
    const form = formRef.current;
    const target = first
      ? (form?.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"])`) ??
        form?.querySelector<HTMLElement>(
          `[data-field="${first}"] [role="spinbutton"], [data-field="${first}"] input, [data-field="${first}"] button`,
        ))
      : null;
    target?.focus();
  }, [request, entity]);
  return { formRef, focusFirstError: () => setRequest((n) => n + 1) };
}

/** What is typed, the record it started from, the errors and messages shown, and whether it changed. */
function useFormState(entity: Entity, record: EntityRow | undefined, preset?: Record<string, unknown>) {
  const [draft] = useState(() => draftFor(entity.name, record?.id));
  useEffect(() => () => dropDraft(draft), [draft]);
  const [base, setBase] = useState(record);
  const [values, setValues] = useState<FormValues>(() =>
    formFromRecord(entity, draft ? ({ ...record, ...draft.values } as EntityRow) : record, preset),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  // Values brought back from the outbox are not saved yet.
  const dirty = useRef(draft !== null);
  const set = (name: string) => (value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    dirty.current = true;
    // The error was about the old value: let the next check or the server speak again.
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
  const addError = (name: string, text: string) => setErrors((current) => ({ ...current, [name]: text }));
  return {
    draft,
    base,
    values,
    errors,
    setErrors,
    addError,
    message,
    setMessage,
    conflict,
    setConflict,
    dirty,
    set,
    reset,
  };
}

/** The checks made before sending: the write schema, JSON, and the key's unique-property (spec §5). */
function useChecks(entity: Entity, state: ReturnType<typeof useFormState>) {
  const { i18n } = useLingui();
  const translate = translator(i18n);
  const label = (name: string) => {
    const field = entity.fields[name];
    return field ? i18n._(field.label) : name;
  };
  const taken = () => translate(entityMessages.exists, { field: label(entity.key) });
  /** '{field} đã tồn tại'; a failed check counts as valid, a new record asks without an id. */
  const keyTaken = async (): Promise<boolean> => {
    const value = String(state.values[entity.key] ?? '').trim();
    const { base } = state;
    if (value === '' || (base && String(base[entity.key] ?? '') === value)) return false;
    return valueExists(entity, entity.key, value, base?.id);
  };
  return {
    checkKey: async () => {
      if (await keyTaken()) state.addError(entity.key, taken());
    },
    /** A JSON field leaving focus: say at once when its text does not read. */
    checkJson: (name: string) => {
      const text = String(state.values[name] ?? '').trim();
      if (text === '') return;
      try {
        JSON.parse(text);
      } catch {
        state.addError(name, translate(JSON_INVALID, { field: label(name) }));
      }
    },
    checkAll: async () => {
      const checked = checkForm(entity, state.base ? 'update' : 'create', state.values, translate);
      if (!checked.errors[entity.key] && (await keyTaken())) checked.errors[entity.key] = taken();
      return checked;
    },
  };
}

/** State, checks and saving of an entity's form: create when `record` is undefined, else edit. */
/** The record as typed, for what a queued write shows before the server has answered it. */
function typedRow(base: EntityRow | undefined, body: Record<string, unknown>): EntityRow {
  return { ...base, ...body, id: String(body.id ?? base?.id ?? ''), version: base?.version ?? 0 };
}

/**
 * State, checks and saving of an entity's form: create when `record` is undefined, else edit.
 * Saving goes through the outbox: `onSaved(row, queued)` — queued when there was no network and
 * the write waits on the device (the row is then what was typed).
 */
export function useEntityForm(
  entity: Entity,
  record: EntityRow | undefined,
  onSaved: (row: EntityRow, queued: boolean) => void,
  /** A new record's starting values besides the declared defaults. */
  preset?: Record<string, unknown>,
) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const state = useFormState(entity, record, preset);
  const checks = useChecks(entity, state);
  const { formRef, focusFirstError } = useFocusFirstError(entity, state.errors);
  const { base } = state;
  const { draft } = state;
  const mutation = useMutation({
    // Offline the outbox keeps the write: the mutation must run, not wait for the network.
    networkMode: 'always',
    mutationFn: async (body: Record<string, unknown>) => {
      // This save replaces the refused item it was opened from; left queued, it would hold
      // this write back behind it (same record).
      if (draft) await discardItem(draft.itemId);
      return base
        ? updateRecord(entity, base.id, { ...body, version: base.version })
        : createRecord(entity, { id: draft?.recordId ?? uuidv7(), ...body });
    },
    onSuccess: (written, body) => {
      const saved = written.queued ? null : written.value;
      rememberRecord(queryClient, entity, saved);
      state.dirty.current = false;
      onSaved(saved ?? typedRow(base, body), written.queued);
    },
    onError: (error) => {
      const refusal = readRefusal(entity, error);
      state.setErrors(refusal.fields);
      state.setMessage(refusal.message);
      state.setConflict(refusal.conflict);
      focusFirstError();
    },
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { body, errors } = await checks.checkAll();
    const invalid = Object.keys(errors).length > 0;
    state.setErrors(errors);
    state.setConflict(false);
    state.setMessage(invalid ? t`Vui lòng kiểm tra lại các trường được đánh dấu.` : null);
    if (invalid) focusFirstError();
    else mutation.mutate(body);
  };
  const reload = async () => {
    if (base)
      state.reset(await queryClient.fetchQuery({ ...entityRecordQuery(entity, base.id), staleTime: 0 }));
  };
  const mode = base ? 'update' : 'create';
  return { ...state, ...checks, mode, submit, reload, formRef, mutation };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
