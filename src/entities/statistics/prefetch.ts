import { useCallback } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { useCan } from '../../store/permissions';
import { todayInBrussels } from '../../shared/brussels';
import { statisticsApi } from './api';
import { periodOfAddress, statisticsReads } from './period';

/** Answers younger than this (seconds) are not asked again. */
const FRESH_SECONDS = 30;

/**
 * Starts /statistics's reads for the period of an address's query (`search`), for a link to the
 * screen to call when clicked: they then run beside the download of the screen's code (recharts
 * among it) instead of after it, and the screen's queries find them under way. The arguments
 * are the screen's own (statisticsReads), so the cache entries are the same.
 */
export function useStatisticsPrefetch() {
  const dispatch = useAppDispatch();
  // Only the figures the role reads (docs/product.md § Roles).
  const web = useCan('webStatistics');
  const business = useCan('statistics');
  return useCallback(
    (search: string) => {
      const { kind, period } = periodOfAddress(new URLSearchParams(search), todayInBrussels());
      const reads = statisticsReads(kind, period);
      const options = { ifOlderThan: FRESH_SECONDS };
      const { prefetch } = statisticsApi.util;
      if (web) {
        for (const arg of reads.chats) dispatch(prefetch('getChatStatistics', arg, options));
        dispatch(prefetch('getContentStatistics', undefined, options));
      }
      if (business) {
        for (const arg of reads.agenda) dispatch(prefetch('getAgendaStatistics', arg, options));
        for (const arg of reads.projects) dispatch(prefetch('getProjectStatistics', arg, options));
      }
    },
    [dispatch, web, business],
  );
}
