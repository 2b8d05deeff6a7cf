import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { BarShapeProps } from 'recharts';
import './linked-bar.css';

/**
 * A bar shape that is a link to the list behind the bar: the keyboard reaches it with Tab and
 * Enter opens it, as a click does; a bar of nothing stays a plain shape. `to` and `label` get
 * the bar's index in the chart's data.
 */
export function linkedBar(
  navigate: NavigateFunction,
  to: (index: number) => string,
  label: (index: number) => string,
) {
  return function LinkedBar({ x, y, width, height, fill, index }: BarShapeProps) {
    const rect = <rect x={x} y={y} width={width} height={height} fill={fill} />;
    if (!height) return rect;
    const open = (event: MouseEvent) => {
      // The chart's own click would open the same list again.
      event.preventDefault();
      event.stopPropagation();
      void navigate(to(index));
    };
    return (
      <a href={to(index)} aria-label={label(index)} className="bo-chart__bar" onClick={open}>
        {rect}
      </a>
    );
  };
}
