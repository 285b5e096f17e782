import type { UploadMime } from '../../../contract/api/uploads.api.ts';
import { officeKind } from './zip-entries.ts';

/**
 * The type of an uploaded file, read from its bytes. The name and Content-Type the client sent
 * are never consulted for the type: a text file named photo.png is text, and is refused where an
 * image is expected. Anything not on the allow-list (SVG, HTML, executables, plain zips…) is null.
 */
export function sniffType(bytes: Uint8Array, clientName = ''): UploadMime | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (startsWith(bytes, 0, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, 0, [0x50, 0x4b, 0x03, 0x04])) return officeKind(bytes);
  if (isPlainText(bytes)) return textKind(clientName);
  return null;
}

export function sniffImage(bytes: Uint8Array): UploadMime | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

/** ISO-BMFF: a `ftyp` box first whose major or a compatible brand is avif (still) or avis (sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !startsWith(bytes, 4, ascii('ftyp'))) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    // offset 8 is the major brand, 12 the minor version (skipped), then compatible brands.
    if (startsWith(bytes, offset, ascii('avif')) || startsWith(bytes, offset, ascii('avis'))) return true;
  }
  return false;
}

/**
 * UTF-8 without NUL or control characters other than tab, line feed, carriage return and form
 * feed: what a .txt or .csv holds. Binary files fail here almost at once.
 */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we look for
  return !/[\x00-\x08\x0b\x0e-\x1f\x7f]/.test(text);
}

/**
 * Plain text is plain text whatever it is called; the name only chooses between the two labels
 * we serve it under (both attachments), so a lying name gains nothing.
 */
function textKind(clientName: string): UploadMime {
  return /\.csv$/i.test(clientName.trim()) ? 'text/csv' : 'text/plain';
}

export function startsWith(bytes: Uint8Array, offset: number, prefix: readonly number[]): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

export function ascii(text: string): number[] {
  return [...text].map((ch) => ch.charCodeAt(0));
}
