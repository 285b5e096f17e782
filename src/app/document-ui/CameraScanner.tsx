import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { barcodeReader } from './barcode-reader.ts';

/** How often a frame is read: often enough to feel instant, rare enough to spare a phone's battery. */
const readEveryMs = 150;

/**
 * The phone's back camera, filmed until a barcode is read: `onCode` gets it once and the camera is
 * switched off (also when the scanner closes). A refused permission or a missing camera says so.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<ReturnType<typeof cameraProblem> | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const fail = (error: unknown) => {
      stop();
      setProblem(cameraProblem(error));
    };
    (async () => {
      const [reader, media] = await Promise.all([
        barcodeReader(),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = media;
      await element.play();
      const read = async () => {
        if (stopped) return;
        const [found] = element.readyState >= 2 ? await reader.detect(element) : [];
        if (found && !stopped) {
          stop();
          latest.current(found.rawValue);
        } else timer = setTimeout(() => void read().catch(fail), readEveryMs);
      };
      await read();
    })().catch(fail);
    return stop;
  }, []);

  if (problem)
    return (
      <Alert className="mt-3">
        {problem === 'denied'
          ? t`Chưa được phép dùng máy ảnh: hãy cho phép trong cài đặt của trình duyệt`
          : problem === 'missing'
            ? t`Thiết bị này không có máy ảnh`
            : t`Không mở được máy ảnh`}
      </Alert>
    );
  return (
    <div className="relative mt-3 overflow-hidden rounded-card bg-black">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t`Hình máy ảnh để quét mã vạch`}
        className="aspect-[4/3] w-full object-cover"
      />
      {/* Where to hold the code: a frame across the middle. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-md border-2 border-white/80"
      />
      <p className="absolute inset-x-0 bottom-0 bg-black/50 px-3 py-1.5 text-center text-[13px] text-white">
        {t`Đưa mã vạch vào khung`}
      </p>
    </div>
  );
}

/** Why the camera did not film: the permission, no camera, or anything else. */
function cameraProblem(error: unknown): 'denied' | 'missing' | 'other' {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' ? 'denied' : name === 'NotFoundError' ? 'missing' : 'other';
}
