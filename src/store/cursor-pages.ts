import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * One way to page a list by cursor in the SPA, as the server pages it (docs/api.md § Paging):
 * an infinite query over the list's generated call, each page asked for with `limit` and the
 * `cursor` the page before answered as `next`. The request is the generated endpoint's own
 * (its URL and parameters as openapi.json says): capture it with the function form of
 * `enhanceEndpoints`, which hands over the endpoint's definition.
 */

/** What a cursor-paged list answers besides its rows: where the next page starts. */
interface CursorPage {
  next: string | null;
}

/** A generated call's request for an argument. */
type Request<Arg> = (arg: Arg) => string | FetchArgs;

/** The filter's values that say something: an empty search is no search. */
const given = <Filter extends object>(filter: Filter) =>
  Object.fromEntries(
    Object.entries(filter).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<Filter>;

/**
 * The definition of an infinite query over a cursor-paged generated call: pages of `limit` rows
 * for a filter, each after the one before. Read again, its pages are fetched anew from the
 * first, so none repeats or skips a row that moved meanwhile.
 */
export function cursorPages<Filter extends object>(
  request: () => Request<Filter & { limit?: number; cursor?: string }>,
  limit: number,
) {
  return {
    infiniteQueryOptions: {
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage: CursorPage) => lastPage.next,
    },
    query: ({ queryArg, pageParam }: { queryArg: Filter; pageParam: string | null }) =>
      request()({
        ...given(queryArg),
        limit,
        ...(pageParam ? { cursor: pageParam } : {}),
      } as Filter & {
        limit: number;
      }),
  };
}
