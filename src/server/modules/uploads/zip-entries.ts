import type { UploadMime } from '../../../contract/api/uploads.api.ts';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65 535. */
const END_SEARCH_SPAN = 22 + 0xffff;
/** An Office document has tens of parts; a zip listing thousands is not one we accept. */
const MAX_ENTRIES = 5000;

/**
 * Word or Excel (Office Open XML) from a zip's central directory: both carry
 * `[Content_Types].xml`, and their main part is `word/document.xml` or `xl/workbook.xml`. Any
 * other zip (or a damaged one) is null: plain archives are not accepted uploads.
 */
export function officeKind(bytes: Uint8Array): UploadMime | null {
  const names = zipEntryNames(bytes);
  if (!names?.has('[Content_Types].xml')) return null;
  if (names.has('word/document.xml'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (names.has('xl/workbook.xml'))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}

/** Names listed in a zip's central directory, or null when the directory cannot be read. */
export function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count > MAX_ENTRIES) return null;
  const names = new Set<string>();
  const decoder = new TextDecoder();
  let offset = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.add(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function findEndRecord(view: DataView): number | null {
  const last = view.byteLength - 22;
  const first = Math.max(0, view.byteLength - END_SEARCH_SPAN);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return null;
}
