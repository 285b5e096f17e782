/**
 * One barcode reader for the camera: the browser's own `BarcodeDetector` where it has one
 * (Chrome on Android), else ZXing's WebAssembly build behind the same interface, loaded only when
 * someone scans and served from our own assets (precached for offline use), never from a CDN.
 */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** What a spa's goods carry: EAN/UPC on retail packs, Code 128 and QR on in-house labels. */
const formats = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code'];

interface NativeDetector {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

export async function barcodeReader(): Promise<BarcodeReader> {
  const native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats();
    const usable = formats.filter((format) => supported.includes(format));
    if (usable.length > 0) return new native({ formats: usable });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: formats as never });
}
