/**
 * The inbox behind a figure: every conversation (open or closed) started in a period of Brussels
 * dates, and on a weekday in an hour (the chat list's `started…` filter).
 */
export function chatListPath({
  from,
  to,
  weekday,
  hour,
}: {
  from: string;
  to: string;
  weekday?: number;
  hour?: number;
}) {
  const params = new URLSearchParams({ status: 'all', startedFrom: from, startedTo: to });
  if (weekday !== undefined) params.set('startedWeekday', String(weekday));
  if (hour !== undefined) params.set('startedHour', String(hour));
  return `/chats?${params.toString()}`;
}

/**
 * The projects behind a bar: those started (created) or delivered in a period of Brussels dates
 * (the project list's `started…` and `delivered…` filters).
 */
export function projectPeriodPath(kind: 'started' | 'delivered', from: string, to: string) {
  const params = new URLSearchParams({ [`${kind}From`]: from, [`${kind}To`]: to });
  return `/projects?${params.toString()}`;
}
