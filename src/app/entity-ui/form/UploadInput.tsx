import { useLingui } from '@lingui/react/macro';
import { FileText, ImagePlus, Upload, X } from 'lucide-react';
import { useId } from 'react';
import { DropZone, FileTrigger, isFileDropItem, ProgressBar, Text } from 'react-aria-components';
import { formatBytes } from '../../../contract/api/uploads.api.ts';
import type { UploadField } from '../../../contract/entity/fields.ts';
import { Button } from '../../ui/Button.tsx';
import { fieldLabelClass, RequiredMark } from '../../ui/FieldLabel.tsx';
import type { FieldInputProps } from './FieldInput.tsx';
import { type UploadFieldState, useUploadField } from './use-upload-field.ts';

/** Only paths the app itself serves are shown as a picture or link (no address typed from elsewhere). */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

interface PreviewProps {
  kind: UploadField['kind'];
  url: string;
  name: string;
  onRemove: (() => void) | undefined;
}

function Preview({ kind, url, name, onRemove }: PreviewProps) {
  const { t } = useLingui();
  const local = isLocalPath(url);
  return (
    <li className="relative flex items-center gap-2 rounded-md border border-line bg-surface p-1.5">
      {kind === 'image' && local ? (
        <img src={url} alt={name} className="size-16 rounded object-cover" />
      ) : (
        <a
          href={local ? url : undefined}
          target="_blank"
          rel="noreferrer"
          className="inline-flex max-w-48 items-center gap-1.5 px-1 text-sm text-primary-ink hover:underline"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{name}</span>
        </a>
      )}
      {onRemove ? (
        <Button variant="ghost" size="icon" aria-label={t`Xóa ${name}`} onPress={onRemove} className="size-7">
          <X aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}

function Previews({
  state,
  kind,
  readOnly,
}: {
  state: UploadFieldState;
  kind: UploadField['kind'];
  readOnly: boolean;
}) {
  const { t } = useLingui();
  if (state.urls.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Tệp đã chọn`}>
      {state.urls.map((url, i) => (
        <Preview
          key={url}
          kind={kind}
          url={url}
          name={state.names.get(url) ?? (kind === 'image' ? t`Ảnh ${i + 1}` : (url.split('/').pop() ?? url))}
          onRemove={readOnly ? undefined : () => state.remove(url)}
        />
      ))}
    </ul>
  );
}

interface PickerProps {
  state: UploadFieldState;
  field: UploadField;
  canAdd: boolean;
  hintId: string;
}

function Picker({ state, field, canAdd, hintId }: PickerProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <FileTrigger
        acceptedFileTypes={state.acceptedTypes}
        allowsMultiple={field.multiple === true && state.room > 1}
        onSelect={(list) => void state.add(list ? [...list] : [])}
      >
        <Button variant="tonal" size="sm" isDisabled={!canAdd}>
          {field.kind === 'image' ? (
            <ImagePlus aria-hidden="true" className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {field.kind === 'image' ? t`Chọn ảnh` : t`Chọn tệp`}
        </Button>
      </FileTrigger>
      <Text slot="description" id={hintId} className="text-[13px] text-muted">
        {t`hoặc kéo thả vào đây, tối đa ${formatBytes(state.limits.max_bytes)} mỗi tệp`}
      </Text>
    </div>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  return (
    <ProgressBar aria-label={t`Đang tải lên`} value={Math.round(fraction * 100)} className="grid gap-1">
      {({ percentage, valueText }) => (
        <>
          <div className="h-1.5 overflow-hidden rounded-full bg-line">
            <div className="h-full bg-primary-500 transition-[width]" style={{ width: `${percentage}%` }} />
          </div>
          <span className="text-[13px] text-muted">{t`Đang tải lên… ${valueText}`}</span>
        </>
      )}
    </ProgressBar>
  );
}

/**
 * An image or file field: choose with the button (FileTrigger) or drop onto the box (DropZone),
 * sent at once to upload/images or upload/files with a progress bar; the field stores the served
 * url(s). Previews show pictures, links for documents, each with a remove button. Refusals (too
 * many, too big, wrong type) are the server's message, shown under the field.
 */
export function UploadInput(
  props: Pick<FieldInputProps, 'name' | 'value' | 'onChange' | 'error' | 'isReadOnly'> & {
    field: UploadField;
    label: string;
  },
) {
  const { field } = props;
  const state = useUploadField(field, props.value, props.onChange);
  const labelId = useId();
  const hintId = useId();
  const readOnly = props.isReadOnly;
  const canAdd = !readOnly && state.room > 0 && state.progress === null;
  const message = state.error ?? props.error;
  return (
    <div className="grid content-start gap-1.5" data-field={props.name}>
      <span id={labelId} className={fieldLabelClass}>
        {props.label}
        <RequiredMark show={field.required} />
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={hintId}
        isDisabled={!canAdd}
        // Any file may be dropped: the server decides its type by content and says why it refuses.
        getDropOperation={() => (canAdd ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const items = event.items.filter(isFileDropItem);
          await state.add(await Promise.all(items.map((item) => item.getFile())));
        }}
        className="grid gap-2 rounded-md border border-dashed border-line p-2.5 outline-none data-drop-target:border-primary-500 data-drop-target:bg-primary-50 data-focus-visible:ring-3 data-focus-visible:ring-primary-500/25"
      >
        <Previews state={state} kind={field.kind} readOnly={readOnly} />
        {readOnly ? null : <Picker state={state} field={field} canAdd={canAdd} hintId={hintId} />}
      </DropZone>
      {state.progress === null ? null : <UploadProgress fraction={state.progress} />}
      {message ? (
        <p role="alert" className="text-[13px] text-danger-ink">
          {message}
        </p>
      ) : null}
    </div>
  );
}
