import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Charts waiting to be drawn, first come first drawn. */
const waiting: (() => void)[] = [];
let scheduled = false;

/** Draws the next waiting chart after the next paint, each in a task of its own. */
function drawNextAfterPaint() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      scheduled = false;
      waiting.shift()?.();
      drawNextAfterPaint();
    }, 0),
  );
}

/**
 * A chart drawn when the screen can afford it (docs/architecture.md § Statistics): at
 * once when it lies in the window as the screen first lays out, else when it scrolls near the
 * window or its turn comes after the screen's first paint, one chart a task, whichever is
 * first. Until then a box of the chart's height holds its place. A browser without
 * IntersectionObserver (jsdom) gets every chart at once.
 */
export function DeferredChart({ height, children }: { height: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(() => typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    const element = box.current;
    if (drawn || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > 0 && top < window.innerHeight) {
      // Before the browser paints: the window's charts come with the figures.
      setDrawn(true);
      return;
    }
    const draw = () => setDrawn(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && draw(),
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    waiting.push(draw);
    drawNextAfterPaint();
    return () => {
      observer.disconnect();
      if (waiting.includes(draw)) waiting.splice(waiting.indexOf(draw), 1);
    };
  }, [drawn]);
  return drawn ? children : <div ref={box} className="bo-chart__pending" style={{ height }} />;
}
