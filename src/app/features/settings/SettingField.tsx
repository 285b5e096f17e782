import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import {
  SETTING_SECTIONS,
  SETTINGS,
  type SettingName,
  type SettingSection,
} from '../../../contract/settings/settings.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { linesList, listLines, shownText, showsDefault } from './settings-draft.ts';
import type { SettingsForm } from './use-settings-form.ts';

interface InputProps {
  name: SettingName;
  text: string;
  form: SettingsForm;
}

/** The input of one setting, by its kind; its errors come from the page's Form by `name`. */
function SettingInput({ name, text, form }: InputProps) {
  const { i18n, t } = useLingui();
  const def = SETTINGS[name];
  const label = i18n._(def.label);
  const hint = i18n._(def.hint);
  const isDisabled = !form.canEdit || form.saving;
  const onChange = (raw: string) => form.change(name, raw);
  if (def.kind === 'bool')
    return (
      <Switch
        isSelected={text === 't'}
        onChange={(on) => onChange(on ? 't' : 'f')}
        isDisabled={isDisabled}
        description={hint}
      >
        {label}
      </Switch>
    );
  if (def.kind === 'list')
    return (
      <TextAreaField
        name={name}
        label={label}
        description={hint}
        rows={3}
        monospace
        value={listLines(text)}
        onChange={(lines) => onChange(linesList(lines))}
        isDisabled={isDisabled}
      />
    );
  if (def.kind === 'text' && 'options' in def && def.options)
    return (
      <SelectField
        name={name}
        label={label}
        description={hint}
        options={def.options.map(([id, option]) => ({ id, label: i18n._(option) }))}
        value={text}
        onChange={(key) => key !== null && onChange(String(key))}
        isReadOnly={isDisabled}
        errorMessage={form.errorOf(name)}
      />
    );
  const secret = 'secret' in def;
  const hidden = secret && !form.canEdit;
  return (
    <TextField
      name={name}
      label={label}
      description={hint}
      value={hidden ? '' : text}
      onChange={onChange}
      isDisabled={isDisabled}
      autoComplete="off"
      type={secret ? 'password' : 'text'}
      placeholder={hidden ? t`Ẩn: chỉ người được sửa cài đặt mới xem được` : undefined}
      {...(def.kind === 'number'
        ? { inputMode: 'numeric' as const, className: 'sm:[&_input]:max-w-48' }
        : {})}
    />
  );
}

/** One setting: its input, then whether it holds the default or a way back to it. */
export function SettingField({ name, form }: { name: SettingName; form: SettingsForm }) {
  const { i18n, t } = useLingui();
  const label = i18n._(SETTINGS[name].label);
  // A credential hidden from this user: whether one is stored is not theirs to know either.
  const hidden = 'secret' in SETTINGS[name] && !form.canEdit;
  const isDefault = !hidden && showsDefault(name, form.stored, form.draft);
  const changed = Object.hasOwn(form.draft, name);
  return (
    <div
      data-setting={name}
      className="flex items-start justify-between gap-3 py-4 first:pt-0 last:pb-0 sm:gap-6"
    >
      <div className={`min-w-0 flex-1 ${SETTINGS[name].kind === 'bool' ? '' : 'sm:max-w-2xl'}`}>
        <SettingInput name={name} text={shownText(name, form.stored, form.draft)} form={form} />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5 sm:min-h-10 sm:flex-row sm:items-center">
        {changed ? (
          <Badge tone="warning">
            <Trans>Chưa lưu</Trans>
          </Badge>
        ) : null}
        {isDefault ? (
          <Badge>
            <Trans>mặc định</Trans>
          </Badge>
        ) : form.canEdit && !hidden ? (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => form.restore(name)}
            isDisabled={form.saving}
            aria-label={t`Khôi phục mặc định: ${label}`}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {/* Phones show the icon only; the button's name says it in full. */}
            <span className="hidden sm:inline">
              <Trans>Khôi phục mặc định</Trans>
            </span>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** A section's card: its title and its settings one under the other. */
export function SettingSectionCard({
  section,
  names,
  form,
}: {
  section: SettingSection;
  names: readonly SettingName[];
  form: SettingsForm;
}) {
  const { i18n } = useLingui();
  return (
    <Card title={i18n._(SETTING_SECTIONS[section])}>
      <div className="divide-y divide-line">
        {names.map((name) => (
          <SettingField key={name} name={name} form={form} />
        ))}
      </div>
    </Card>
  );
}
