import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PosDialog, SubmitButton, TextField } from './pos-dialog.tsx';
import { membershipNumberFromQr } from './qr-code.ts';
import { useT } from '../../texts/texts.tsx';

/** The part of the Shape Detection API we use (Chromium on Android and ChromeOS, some desktops). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorConstructor | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return candidate && typeof navigator.mediaDevices?.getUserMedia === 'function' ? candidate : null;
}

type CameraState = 'starting' | 'scanning' | 'unavailable';

/**
 * 'Scan QR member' (its behaviour is not in the spec): reads the member's QR code with the device
 * camera where the browser can (BarcodeDetector + getUserMedia), and always offers a field to type
 * the code, e.g. on a desktop till without a camera or with a hand scanner that types.
 */
export function QrScanDialog({ onClose, onNumber }: { onClose(): void; onNumber(membershipNumber: string): Promise<void> }) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>(() => (barcodeDetector() ? 'starting' : 'unavailable'));
  const onNumberRef = useRef(onNumber);
  useEffect(() => {
    onNumberRef.current = onNumber;
  }, [onNumber]);

  useEffect(() => {
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scan = async (detector: BarcodeDetectorLike) => {
      const video = videoRef.current;
      if (stopped || !video) return;
      const [code] = await detector.detect(video).catch(() => []);
      if (code?.rawValue) {
        stopped = true;
        await onNumberRef.current(membershipNumberFromQr(code.rawValue));
        return;
      }
      timer = setTimeout(() => void scan(detector), 250);
    };

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play();
        setCamera('scanning');
        await scan(new Detector({ formats: ['qr_code'] }));
      } catch {
        setCamera('unavailable');
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('qrCode') ?? '');
    await onNumber(membershipNumberFromQr(typed));
  };

  return (
    <PosDialog title={t('pos.member.scanQr')} onClose={onClose}>
      {camera !== 'unavailable' && (
        <div className="mb-4">
          <video ref={videoRef} muted playsInline className="aspect-square w-full rounded-xl bg-slate-900 object-cover" />
          <p className="mt-2 text-sm text-slate-600" role="status">
            {camera === 'starting' ? t('pos.member.cameraStarting') : t('pos.member.cameraHold')}
          </p>
        </div>
      )}
      {camera === 'unavailable' && (
        <p className="mb-4 text-sm text-slate-600">{t('pos.member.noCamera')}</p>
      )}
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField label={t('pos.member.qrOrNumber')} name="qrCode" autoFocus={camera === 'unavailable'} />
        <SubmitButton>{t('pos.member.submit')}</SubmitButton>
      </form>
    </PosDialog>
  );
}
