import { waitFor } from '@testing-library/react';
import { json, mockApi } from '../../test/api-mock';
import { renderWithProviders, session } from '../../test/render';
import { screenWait } from '../../test/waits';
import { useEffect } from 'react';
import { useStatisticsPrefetch } from './prefetch';

function Prefetching({ search }: { search: string }) {
  const prefetch = useStatisticsPrefetch();
  useEffect(() => prefetch(search), [prefetch, search]);
  return null;
}

const statisticsCalls = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.startsWith('/api/statistics/'))
    .map((url) => `${url.pathname.slice('/api/statistics/'.length)}?${url.searchParams}`)
    .sort();

describe('usePrefetchStatistics', () => {
  it("asks /statistics's reads of the period in an address, without the screen", async () => {
    const { requests } = mockApi({
      'GET /api/statistics/chats': () => json({}),
      'GET /api/statistics/agenda': () => json({}),
      'GET /api/statistics/projects': () => json({}),
      'GET /api/statistics/content': () => json({}),
    });
    await renderWithProviders(<Prefetching search="?period=quarter&from=2027-04-01" />, {
      preloadedState: { auth: session() },
    });
    await waitFor(() => expect(statisticsCalls(requests)).toHaveLength(7), screenWait);
    expect(statisticsCalls(requests)).toEqual([
      'agenda?from=2027-01-01&to=2027-03-31',
      'agenda?from=2027-04-01&to=2027-06-30',
      'chats?from=2027-01-01&to=2027-03-31&interval=week',
      'chats?from=2027-04-01&to=2027-06-30&interval=week',
      'content?',
      'projects?from=2027-01-01&to=2027-03-31&interval=month',
      'projects?from=2027-04-01&to=2027-06-30&interval=month',
    ]);
  });
});
