import type { PurchaseAllocation, PurchaseAllocationInput } from './api.generated';

/**
 * The allocation editor's arithmetic, by the server's rule (server/domain/purchase-allocations.ts):
 * a line's parts are all by percent (adding up to 100) or all by amount (adding up to the line's
 * net); the amounts of percentages are rounded, the last part taking the rest.
 */

export type AllocationMode = 'amount' | 'percent';

/** One part of a line as the editor holds it: cents and a percentage, both kept in step. */
export interface Part {
  /** null (and no vehicle): general costs */
  projectId: number | null;
  /** A vehicle's cost instead of a project's (Voertuigen); null: none. */
  vehicleId: number | null;
  amount: number;
  percent: number;
}

export interface LineAllocation {
  mode: AllocationMode;
  parts: Part[];
}

/** Cents of `net` a percentage is (two decimals of a percent kept, as the server does). */
export const percentToAmount = (net: number, percent: number) =>
  Math.round((net * Math.round(percent * 100)) / 10_000);

/** The percentage of `net` an amount is, at two decimals. */
export const amountToPercent = (net: number, amount: number) =>
  net === 0 ? 0 : Math.round((amount / net) * 10_000) / 100;

/** The parts' amounts: by percent the last part takes what rounding left, as the server does. */
export function partAmounts(net: number, line: LineAllocation): number[] {
  if (line.mode === 'amount') return line.parts.map((part) => part.amount);
  const hundredths = line.parts.reduce((sum, part) => sum + Math.round(part.percent * 100), 0);
  const amounts = line.parts.map((part) => percentToAmount(net, part.percent));
  // Only when the percentages make 100 does the last part take the rest of the line.
  if (hundredths === 10_000 && amounts.length) {
    const others = amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0);
    amounts[amounts.length - 1] = net - others;
  }
  return amounts;
}

/** What is still to allocate of the line's net: negative when too much was allocated. */
export function remaining(net: number, line: LineAllocation): number {
  if (line.mode === 'percent') {
    const hundredths = line.parts.reduce((sum, part) => sum + Math.round(part.percent * 100), 0);
    if (hundredths === 10_000) return 0;
  }
  return net - partAmounts(net, line).reduce((sum, amount) => sum + amount, 0);
}

/** Switches a line between amounts and percentages, each part keeping its share. */
export function switchMode(net: number, line: LineAllocation, mode: AllocationMode) {
  if (mode === line.mode) return line;
  const parts = line.parts.map((part) =>
    mode === 'percent'
      ? { ...part, percent: amountToPercent(net, part.amount) }
      : { ...part, amount: percentToAmount(net, part.percent) },
  );
  return { mode, parts };
}

/** A part with a new amount or percentage, the other figure following it. */
export function setPartValue(net: number, part: Part, mode: AllocationMode, value: number): Part {
  return mode === 'amount'
    ? { ...part, amount: value, percent: amountToPercent(net, value) }
    : { ...part, percent: value, amount: percentToAmount(net, value) };
}

/** A new part: on general costs, with what is still to allocate. */
export function newPart(net: number, line: LineAllocation): Part {
  const left = Math.max(0, remaining(net, line));
  return { projectId: null, vehicleId: null, amount: left, percent: amountToPercent(net, left) };
}

/** The editor's lines from the stored parts (a line without parts: wholly general costs). */
export function fromStored(nets: number[], stored: PurchaseAllocation[]): LineAllocation[] {
  return nets.map((net, index) => {
    const parts = stored.filter((part) => part.lineIndex === index);
    if (!parts.length)
      return {
        mode: 'amount' as const,
        parts: [{ projectId: null, vehicleId: null, amount: net, percent: 100 }],
      };
    const byPercent = parts.every((part) => part.percent !== null);
    return {
      mode: byPercent ? ('percent' as const) : ('amount' as const),
      parts: parts.map((part) => ({
        projectId: part.projectId,
        vehicleId: part.vehicleId,
        amount: part.amount,
        percent: part.percent ?? amountToPercent(net, part.amount),
      })),
    };
  });
}

/** The update's `allocations`: each line's parts by its mode. */
export function toInput(lines: LineAllocation[]): PurchaseAllocationInput[] {
  return lines.flatMap((line, lineIndex) =>
    line.parts.map((part) =>
      line.mode === 'percent'
        ? { lineIndex, projectId: part.projectId, vehicleId: part.vehicleId, percent: part.percent }
        : { lineIndex, projectId: part.projectId, vehicleId: part.vehicleId, amount: part.amount },
    ),
  );
}
