import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { Form } from 'react-aria-components';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { type EntityRow, entityRecordQuery } from '../../entity-ui/entity-api.ts';
import { useEntityRights } from '../../entity-ui/entity-rights.ts';
import { useEntityTitle } from '../../entity-ui/entity-title.ts';
import { FieldInput } from '../../entity-ui/form/FieldInput.tsx';
import { FormActions, UnsavedChanges } from '../../entity-ui/form/FormActions.tsx';
import { useEntityForm } from '../../entity-ui/form/use-entity-form.ts';
import { branchState } from '../../state/branch.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { useLeaveGuard } from '../../ui/LeaveGuard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { notify } from '../../ui/toasts.ts';
import { AddressFields } from './AddressFields.tsx';
import { usePhoneHolder } from './partner-form-state.ts';

/** Fields the address block draws itself (places API pickers), in place of their plain inputs. */
const ADDRESS = new Set(['he_thong_dc', 'ma_tinh', 'ma_quan', 'ma_phuong', 'dia_chi']);
/** The address block comes after this field. */
const ADDRESS_AFTER = 'ngay_sinh';

function PartnerForm({ record }: { record: EntityRow | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const rights = useEntityRights(partners);
  const formId = useId();
  const form = useEntityForm(partners, record, (saved, queued) => {
    const name = String(saved.ten_kh ?? '');
    notify(
      queued ? 'info' : 'success',
      record ? t`Đã lưu khách hàng ${name}.` : t`Đã thêm khách hàng ${name}.`,
    );
    void navigate({ to: '/crm/partners/$id', params: { id: saved.id } });
  });
  const phone = usePhoneHolder(form, record?.id);
  // A new customer belongs to the branch being worked in, unless the user chooses another.
  const branchFilled = useRef(false);
  useEffect(() => {
    if (branchFilled.current || record || form.values.ma_dvcs || !branchState.branch) return;
    branchFilled.current = true;
    form.set('ma_dvcs')(branchState.branch);
    form.dirty.current = false;
  }, [record, form]);
  const guard = useLeaveGuard(form.dirty, (current, next) => current.pathname !== next.pathname);
  const writable = record ? rights.edit : rights.add;
  return (
    <section className="rounded-card bg-surface p-5 shadow-card sm:p-6">
      <Form
        id={formId}
        ref={form.formRef}
        onSubmit={(event) => void form.submit(event)}
        validationBehavior="aria"
        validationErrors={form.errors}
        className="grid gap-4"
      >
        {form.message ? <Alert>{form.message}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {partners.fieldNames.map((name) => {
            const field = partners.fields[name as keyof typeof partners.fields];
            if (ADDRESS.has(name)) return null;
            const input = (
              <div key={name} className={field.wide || name === 'tags' ? 'sm:col-span-2' : ''}>
                <FieldInput
                  entity={partners}
                  name={name}
                  field={field}
                  value={form.values[name]}
                  onChange={form.set(name)}
                  onBlur={
                    name === 'ma_kh'
                      ? () => void form.checkKey()
                      : name === 'dien_thoai'
                        ? () => void phone.check()
                        : undefined
                  }
                  error={form.errors[name]}
                  isReadOnly={!writable}
                  record={form.base}
                />
                {name === 'dien_thoai' && phone.link ? (
                  <Link
                    to={phone.link}
                    className="mt-1 inline-block text-sm font-medium text-primary-ink underline"
                  >
                    <Trans>Mở khách hàng đang giữ số này</Trans>
                  </Link>
                ) : null}
              </div>
            );
            if (name !== ADDRESS_AFTER) return input;
            return [
              input,
              <AddressFields
                key="address"
                values={form.values}
                errors={form.errors}
                set={form.set}
                isReadOnly={!writable}
              />,
            ];
          })}
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <FormActions
            writable={writable}
            formId={formId}
            saving={form.mutation.isPending}
            onCancel={() => window.history.back()}
          />
        </div>
      </Form>
      <UnsavedChanges guard={guard} />
    </section>
  );
}

/** /crm/partners/new and /crm/partners/:id/edit: the customer's form on its own page. */
export function PartnerFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const { crumbs } = useEntityTitle(partners);
  const query = useQuery({
    ...entityRecordQuery(partners, id ?? ''),
    enabled: id !== undefined,
    refetchOnMount: 'always',
  });
  const title = id ? t`Sửa khách hàng ${String(query.data?.ten_kh ?? '')}` : t`Thêm khách hàng`;
  const parent = crumbs.at(-1);
  const trail = [
    ...crumbs.slice(0, -1),
    { label: parent?.label ?? '', to: '/crm/partners' },
    { label: title },
  ];
  let body = <PartnerForm record={undefined} />;
  if (id && query.data) body = <PartnerForm key={query.data.id} record={query.data} />;
  else if (id && query.isError)
    body = <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (id) body = <Skeleton className="h-96 w-full" />;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader before={<Breadcrumbs items={trail} />} title={title} />
      {body}
    </div>
  );
}
