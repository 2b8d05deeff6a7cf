import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { DeferredChart } from './DeferredChart';

/**
 * The drawing inside a ChartCard: a box `height` pixels high and as wide as its card, drawn when
 * the screen can afford it (DeferredChart) and named by `label` for screen readers. A chart whose
 * bars open a list (`linked`) is a group of links; the others one picture.
 */
export function ChartArea({
  label,
  height,
  linked = false,
  children,
}: {
  label: string;
  height: number;
  linked?: boolean;
  /** The recharts chart (BarChart, LineChart…), sized by the area. */
  children: ReactElement;
}) {
  return (
    <div role={linked ? 'group' : 'img'} aria-label={label} className="bo-chart__area">
      <DeferredChart height={height}>
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </DeferredChart>
    </div>
  );
}
