import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** The length of the opening and closing animations (antd's `motionDurationSlow`). */
const MOTION_MS = 300;

/**
 * The login modal's frame: what antd's `<Modal centered closable={false} keyboard={false}
 * footer={null} destroyOnHidden>` shows, in plain HTML (login.css), so the login screen loads no
 * antd. A mask over everything, the box in the middle zooming in and out; Escape and a click on
 * the mask do nothing; Tab stays inside. Its content is made anew at each opening; `afterClose`
 * runs once it is gone.
 */
export function LoginDialog({
  open,
  title,
  afterClose,
  children,
}: {
  open: boolean;
  title: string;
  afterClose?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Shown from the moment it opens until its closing animation has run.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const closing = shown && !open;

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setShown(false);
      afterClose?.();
    }, MOTION_MS);
    return () => clearTimeout(timer);
  }, [closing, afterClose]);

  // The page behind does not scroll while it is shown.
  useEffect(() => {
    if (!shown) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = overflow);
  }, [shown]);

  // Tab and Shift+Tab go round the dialog's own controls.
  useEffect(() => {
    if (!shown) return;
    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = [
        ...dialog.current.querySelectorAll<HTMLElement>('input, button, [tabindex="0"]'),
      ].filter((element) => !(element as HTMLInputElement).disabled);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first) return;
      const inside = dialog.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keepFocusInside);
    return () => document.removeEventListener('keydown', keepFocusInside);
  }, [shown]);

  if (!shown) return null;

  const motion = closing ? 'bo-modal--leave' : 'bo-modal--enter';
  return (
    <div className="bo-modal-root bo-plain">
      <div className={`bo-modal-mask ${motion}`} />
      <div className="bo-modal-wrap">
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`bo-modal ${motion}`}
        >
          <div className="bo-modal__container">
            <div className="bo-modal__title" id={titleId}>
              {title}
            </div>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
