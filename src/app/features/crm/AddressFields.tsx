import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cityListSchema, districtListSchema, wardListSchema } from '../../../contract/api/places.api.ts';
import { PLACE_SYSTEMS } from '../../../contract/entities/crm/partners.entity.ts';
import { apiGet } from '../../data/api.ts';
import type { FieldErrors, FormValues } from '../../entity-ui/form/form-values.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';

const DAY = 86_400_000;
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A places list (spec §7 Places), kept for a day: the units change by decree, not by the hour. */
function usePlaces<T>(path: string | null, schema: Parameters<typeof apiGet<T>>[1]) {
  return useQuery({
    queryKey: ['places', path],
    queryFn: () => apiGet(path as string, schema),
    enabled: path !== null,
    staleTime: DAY,
  });
}

/**
 * The customer's address: the units since 1 July 2025 (province → ward) or the earlier ones
 * (province → district → ward), from the places API. Changing a level clears the levels under it.
 */
export function AddressFields({
  values,
  errors,
  set,
  isReadOnly,
}: {
  values: FormValues;
  errors: FieldErrors;
  set: (name: string) => (value: unknown) => void;
  isReadOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  const system = text(values.he_thong_dc) === 'legacy' ? 'legacy' : '2025';
  const city = text(values.ma_tinh);
  const district = text(values.ma_quan);
  const cities = usePlaces(`cities?system=${system}`, cityListSchema);
  const districts = usePlaces(
    system === 'legacy' && city ? `cities/${city}/districts` : null,
    districtListSchema,
  );
  const wardPath =
    system === 'legacy'
      ? district
        ? `districts/${district}/wards`
        : null
      : city
        ? `cities/${city}/wards`
        : null;
  const wards = usePlaces(wardPath, wardListSchema);
  const clear = (...names: string[]) => {
    for (const name of names) set(name)(null);
  };
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-heading">{t`Địa chỉ`}</legend>
      <SelectField
        label={t`Hệ thống địa chỉ`}
        options={PLACE_SYSTEMS.map(([id, label]) => ({ id, label: i18n._(label) }))}
        value={system}
        isReadOnly={isReadOnly}
        onChange={(key) => {
          set('he_thong_dc')(String(key ?? '2025'));
          clear('ma_tinh', 'ma_quan', 'ma_phuong');
        }}
      />
      <SelectField
        label={t`Tỉnh / thành phố`}
        name="ma_tinh"
        options={(cities.data?.items ?? []).map((c) => ({ id: c.id, label: c.ten_tinh }))}
        value={city || null}
        isReadOnly={isReadOnly}
        errorMessage={errors.ma_tinh}
        onChange={(key) => {
          set('ma_tinh')(key === null ? null : String(key));
          clear('ma_quan', 'ma_phuong');
        }}
      />
      {system === 'legacy' ? (
        <SelectField
          label={t`Quận / huyện`}
          name="ma_quan"
          options={(districts.data?.items ?? []).map((d) => ({ id: d.id, label: d.ten_quan }))}
          value={district || null}
          isReadOnly={isReadOnly || !city}
          errorMessage={errors.ma_quan}
          onChange={(key) => {
            set('ma_quan')(key === null ? null : String(key));
            clear('ma_phuong');
          }}
        />
      ) : null}
      <SelectField
        label={t`Phường / xã`}
        name="ma_phuong"
        options={(wards.data?.items ?? []).map((w) => ({ id: w.id, label: w.ten_phuong }))}
        value={text(values.ma_phuong) || null}
        isReadOnly={isReadOnly || wardPath === null}
        errorMessage={errors.ma_phuong}
        onChange={(key) => set('ma_phuong')(key === null ? null : String(key))}
      />
      <TextField
        label={t`Số nhà, đường`}
        name="dia_chi"
        value={text(values.dia_chi)}
        onChange={set('dia_chi')}
        isReadOnly={isReadOnly}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
