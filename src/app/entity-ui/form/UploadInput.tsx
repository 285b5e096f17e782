import { useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { UploadField } from '../../../contract/entity/fields.ts';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { FieldInputProps } from './FieldInput.tsx';

/** Only paths the app itself serves are shown as a picture or link (no address typed from elsewhere). */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

function Preview({ kind, path }: { kind: UploadField['kind']; path: string }) {
  if (!isLocalPath(path)) return null;
  if (kind === 'image')
    return <img src={path} alt="" className="size-16 rounded-md border border-line object-cover" />;
  return (
    <a
      href={path}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1.5 text-sm text-primary-ink hover:underline"
    >
      <FileText aria-hidden="true" className="size-4" />
      {path.split('/').pop()}
    </a>
  );
}

/**
 * An image or file field holds the stored path of an uploaded file (`/uploads/…`), with a preview.
 * The upload call itself (choosing a file and sending it) comes with the uploads API; until then
 * the path is typed or pasted. `multiple` fields take one path per line.
 */
export function UploadInput(props: FieldInputProps & { field: UploadField; label: string }) {
  const { t } = useLingui();
  const { field, name } = props;
  const hint = t`Đường dẫn tệp đã tải lên, ví dụ /uploads/anh.jpg`;
  if (field.multiple) {
    const list = Array.isArray(props.value) ? (props.value as string[]) : [];
    return (
      <div className="grid content-start gap-2">
        <TextAreaField
          label={props.label}
          name={name}
          description={t`Mỗi dòng một đường dẫn tệp đã tải lên`}
          rows={3}
          isReadOnly={props.isReadOnly}
          value={list.join('\n')}
          onChange={(text) =>
            props.onChange(
              text
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            )
          }
        />
        <div className="flex flex-wrap gap-2">
          {list.map((path) => (
            <Preview key={path} kind={field.kind} path={path} />
          ))}
        </div>
      </div>
    );
  }
  const path = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="grid content-start gap-2">
      <TextField
        label={props.label}
        name={name}
        description={hint}
        isReadOnly={props.isReadOnly}
        markRequired={field.required}
        value={path}
        onChange={props.onChange}
      />
      {path ? <Preview kind={field.kind} path={path} /> : null}
    </div>
  );
}
