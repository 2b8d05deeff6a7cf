import { Alert, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { pageOfLabel } from '../../entities/inventory/quantities';

/** How often a frame of the camera is read, in ms: often enough to feel instant, light on a phone. */
const READ_EVERY_MS = 150;

type Problem = 'noCamera' | 'denied' | 'foreign';

/**
 * Reads an Inventaris label with the device's camera (the back one on a phone) and opens its
 * article or tool. Frames are decoded in the browser (jsQR); nothing leaves the device.
 */
export function ScanModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem>();

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('noCamera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        return setProblem((error as Error).name === 'NotAllowedError' ? 'denied' : 'noCamera');
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
      const read = () => {
        const frame = video.current;
        if (stopped || !frame || !context) return;
        if (frame.videoWidth > 0) {
          canvas.width = frame.videoWidth;
          canvas.height = frame.videoHeight;
          context.drawImage(frame, 0, 0);
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          const code = jsQR(image.data, image.width, image.height, {
            inversionAttempts: 'dontInvert',
          });
          if (code) {
            const page = pageOfLabel(code.data);
            if (page) {
              onClose();
              void navigate(page);
              return;
            }
            setProblem('foreign');
          }
        }
        timer = window.setTimeout(read, READ_EVERY_MS);
      };
      read();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [navigate, onClose]);

  return (
    <Modal open title={t('scan.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <p>{t('scan.hint')}</p>
      {problem && (
        <Alert
          type={problem === 'foreign' ? 'warning' : 'error'}
          showIcon
          title={t(`scan.${problem}`)}
          className="bo-inventory-scan__problem"
        />
      )}
      <video
        ref={video}
        className="bo-inventory-scan__video"
        muted
        playsInline
        aria-label={t('scan.camera')}
      />
    </Modal>
  );
}
