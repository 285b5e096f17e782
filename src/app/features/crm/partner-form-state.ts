import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { crmMessages } from '../../../contract/api/crm.api.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { entityMessages } from '../../../contract/entity/messages.ts';
import { parseValue } from '../../../contract/entity/values.ts';
import { ApiRequestError } from '../../data/api.ts';
import type { EntityFormState } from '../../entity-ui/form/use-entity-form.ts';
import { translator } from '../../entity-ui/translate.ts';
import { phoneHolder } from './crm-api.ts';

/**
 * unique-partner-phone-employee in the form (spec §5): when the phone leaves focus, ask who handles
 * it; a holder makes the field invalid with '{field} đã được {ma_nvbh} {ten_nvbh} phụ trách' and,
 * when the user may see that salesperson, a link to the customer. A failed check counts as invalid.
 * The server's own refusal (a save racing another) carries the same link.
 */
export function usePhoneHolder(form: EntityFormState, id: string | undefined) {
  const { i18n } = useLingui();
  const translate = translator(i18n);
  const [link, setLink] = useState<string | null>(null);
  const field = i18n._(partners.fields.dien_thoai.label);
  const check = async () => {
    setLink(null);
    const parsed = parseValue(partners.fields.dien_thoai, form.values.dien_thoai ?? '');
    if (!parsed.ok || typeof parsed.value !== 'string' || parsed.value === '') return;
    try {
      const holder = await phoneHolder(parsed.value, id);
      if (!holder.exists) return;
      const message = holder.ma_nvbh
        ? translate(crmMessages.handledBy, {
            field,
            ma_nvbh: holder.ma_nvbh,
            ten_nvbh: holder.ten_nvbh ?? '',
          })
        : translate(entityMessages.exists, { field });
      form.addError('dien_thoai', message);
      if (holder.stt_rec) setLink(`/crm/partners/${holder.stt_rec}`);
    } catch {
      form.addError('dien_thoai', translate(entityMessages.invalid, { field }));
    }
  };
  const refused = form.mutation.error;
  const serverLink =
    refused instanceof ApiRequestError
      ? (refused.body.fields?.find((f) => f.field === 'dien_thoai')?.link ?? null)
      : null;
  return { check, link: form.errors.dien_thoai ? (link ?? serverLink) : null };
}
