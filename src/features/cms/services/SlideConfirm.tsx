import { Button } from 'antd';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

/**
 * The delete icon that opens a prompt, and a way to give it the focus back when the prompt is
 * declined: once the prompt has gone and the icon is usable again.
 */
export function usePromptOpener(asking: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [asking]);
  const declined = () => {
    returnFocus.current = true;
  };
  return { opener, declined };
}

export interface SlideConfirmProps {
  question: string;
  confirmText: string;
  declineText: string;
  onConfirm: () => void;
  onDecline: () => void;
  /** The confirmed action is under way. */
  busy?: boolean;
}

/**
 * An inline confirm/decline prompt (docs/product.md § Services) that slides in over the end of its row,
 * which must be `position: relative`. Not a dialog: the rest of the screen stays usable. It takes
 * the focus on its safe choice (decline), and Escape declines.
 */
export function SlideConfirm({
  question,
  confirmText,
  declineText,
  onConfirm,
  onDecline,
  busy = false,
}: SlideConfirmProps) {
  const questionId = useId();
  const decline = useRef<HTMLButtonElement>(null);
  // Without scrolling: the prompt is still sliding in, partly outside its row.
  useEffect(() => decline.current?.focus({ preventScroll: true }), []);

  // Escape on either button declines.
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || busy) return;
    event.stopPropagation();
    onDecline();
  };

  return (
    <div
      className="bo-slide-confirm"
      role="group"
      aria-labelledby={questionId}
      data-testid="slide-confirm"
    >
      <span id={questionId} className="bo-slide-confirm__question">
        {question}
      </span>
      <Button ref={decline} onClick={onDecline} onKeyDown={keyDown} disabled={busy}>
        {declineText}
      </Button>
      <Button type="primary" danger onClick={onConfirm} onKeyDown={keyDown} loading={busy}>
        {confirmText}
      </Button>
    </div>
  );
}
