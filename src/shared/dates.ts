import dayjs from 'dayjs';
import 'dayjs/locale/nl-be';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.locale('nl-be');

/** The spec's timestamp format: DD/MM/YYYY | HH:MM, always in UTC. */
export function formatTimestamp(iso: string): string {
  return dayjs.utc(iso).format('DD/MM/YYYY | HH:mm');
}

export { dayjs };
