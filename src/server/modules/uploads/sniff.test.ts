import { describe, expect, it } from 'vitest';
import {
  AVIF,
  CSV,
  DOCX,
  GIF,
  JPEG,
  PDF,
  PLAIN_ZIP,
  PNG,
  SVG,
  WEBP,
  XLSX,
  zip,
} from '../../../../tests/fixtures/upload-files.ts';
import { isPlainText, sniffImage, sniffType } from './sniff.ts';

describe('sniffType: the type comes from the bytes', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['AVIF', AVIF, 'image/avif'],
    ['PDF', PDF, 'application/pdf'],
    ['Word', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Excel', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('%s', (_, bytes, mime) => {
    expect(sniffType(bytes, 'whatever.bin')).toBe(mime);
  });

  it('ignores the name: text called anh.png is text, and not an image', () => {
    const text = Buffer.from('xin chào, đây không phải ảnh');
    expect(sniffImage(text)).toBeNull();
    expect(sniffType(text, 'anh.png')).toBe('text/plain');
  });

  it('labels UTF-8 text csv only when the name says so; both are plain text', () => {
    expect(sniffType(CSV, 'khach-hang.CSV')).toBe('text/csv');
    expect(sniffType(CSV, 'khach-hang.exe')).toBe('text/plain');
  });

  it('refuses what is not on the allow-list', () => {
    expect(sniffType(PLAIN_ZIP, 'tai-lieu.docx')).toBeNull();
    expect(sniffType(zip({ 'word/document.xml': '<w/>' }), 'a.docx')).toBeNull();
    expect(sniffType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'a.txt')).toBeNull();
    expect(sniffType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'a.xlsx')).toBeNull();
    expect(sniffType(Buffer.alloc(0), 'a.txt')).toBeNull();
    // SVG is text, so /files takes it as plain text (served as an attachment); never as an image.
    expect(sniffImage(SVG)).toBeNull();
  });

  it('text must be valid UTF-8 without control characters', () => {
    expect(isPlainText(Buffer.from('a\tb\r\nc\f'))).toBe(true);
    expect(isPlainText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(isPlainText(Buffer.from('\x1b[31mred'))).toBe(false);
  });

  it('a short or truncated header is not mistaken for an image', () => {
    expect(sniffImage(PNG.subarray(0, 4))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(
      sniffImage(Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('ftypmp42'), Buffer.alloc(8)])),
    ).toBeNull();
  });
});
