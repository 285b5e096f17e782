import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  DOCUMENT_TYPES,
  formatBytes,
  IMAGE_TYPES,
  type UploadLimits,
} from '../../../contract/api/uploads.api.ts';
import type { UploadField } from '../../../contract/entity/fields.ts';
import { deleteUploads, fetchUploadLimits, uploadFiles } from '../../data/uploads.calls.ts';
import { session } from '../../state/session.ts';

/** Until GET upload/limits answers: the server's defaults, so the picker works at once. */
const FALLBACK_LIMITS: UploadLimits = {
  max_bytes: 10 * 1024 * 1024,
  max_files: 10,
  image_types: [...IMAGE_TYPES],
  file_types: [...IMAGE_TYPES, ...DOCUMENT_TYPES],
};

export interface UploadFieldState {
  /** Stored urls of the field, in order. */
  urls: string[];
  /** Names of the files chosen in this form (stored values only have their url). */
  names: ReadonlyMap<string, string>;
  acceptedTypes: string[];
  limits: UploadLimits;
  /** How many more files may be added now (0: the field is full). */
  room: number;
  /** 0–1 while sending, else null. */
  progress: number | null;
  error: string | null;
  add(files: readonly File[]): Promise<void>;
  remove(url: string): void;
}

/** Why a choice cannot be sent (too many, too big), in the user's words; null when it can. */
function refusal(files: readonly File[], room: number, maxBytes: number, i18n: I18n): string | null {
  if (files.length > room)
    return i18n._(room === 0 ? msg`Đã đủ số tệp cho phép` : msg`Chỉ được chọn thêm tối đa ${room} tệp`);
  const big = files.find((file) => file.size > maxBytes);
  if (big) return i18n._(msg`Tệp "${big.name}" vượt quá dung lượng cho phép ${formatBytes(maxBytes)}`);
  return null;
}

function valueUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/**
 * State of an image or file field: checks count and size before sending (the server checks
 * again), sends with progress, and shows the server's refusal in its own words. A file sent from
 * this form and then removed (or replaced) before saving is deleted at once; a file the saved
 * record already held is only unlinked, because the record still points at it until it is saved.
 */
export function useUploadField(
  field: UploadField,
  value: unknown,
  onChange: (value: unknown) => void,
): UploadFieldState {
  const { i18n } = useLingui();
  const limits =
    useQuery({
      queryKey: ['upload-limits', session.tenant],
      queryFn: ({ signal }) => fetchUploadLimits(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? FALLBACK_LIMITS;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const sentHere = useRef(new Set<string>());
  const urls = valueUrls(value);
  const capacity = field.multiple ? (field.maxCount ?? Number.POSITIVE_INFINITY) : 1;
  const room = field.multiple ? Math.max(0, Math.min(capacity - urls.length, limits.max_files)) : 1;

  const discard = (dropped: readonly string[]) => {
    const ours = dropped.filter((url) => sentHere.current.delete(url));
    // Best effort: a file left behind is never served to anyone without its address.
    if (ours.length > 0) deleteUploads(ours).catch(() => undefined);
  };

  const add = async (files: readonly File[]) => {
    if (files.length === 0 || progress !== null) return;
    const refused = refusal(files, room, limits.max_bytes, i18n);
    setError(refused);
    if (refused) return;
    setProgress(0);
    try {
      const stored = await uploadFiles(field.kind === 'image' ? 'images' : 'files', files, {
        onProgress: setProgress,
      });
      for (const file of stored) sentHere.current.add(file.url);
      setNames((known) => new Map([...known, ...stored.map((file) => [file.url, file.name] as const)]));
      const added = stored.map((file) => file.url);
      if (field.multiple) onChange([...urls, ...added]);
      else {
        discard(urls);
        onChange(added[0] ?? '');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };

  const remove = (url: string) => {
    setError(null);
    discard([url]);
    const kept = urls.filter((u) => u !== url);
    onChange(field.multiple ? kept : '');
  };

  const acceptedTypes = field.kind === 'image' ? limits.image_types : limits.file_types;
  return { urls, names, acceptedTypes, limits, room, progress, error, add, remove };
}
