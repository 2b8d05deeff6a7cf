import type { FetchArgs } from '@reduxjs/toolkit/query';
import { cursorPages } from '../../store/cursor-pages';
import {
  generatedProjectsApi,
  type GetProjectsApiArg,
  type ProjectPage,
  type ProjectStage,
} from './api.generated';

export type * from './api.generated';

// Projecten's list, board and page. Every write reaches the activity log and the project's
// history; a removal the trash; a publication the achievements.
const PROJECTS = { type: 'Project', id: 'LIST' } as const;

/** How many projects a page of the list holds. */
export const PROJECT_PAGE_SIZE = 50;

/**
 * How many cards a column of the board shows at first (and each 'Meer' adds): six columns of
 * 20 are read and drawn quickly, and more than a screenful is a scroll anyway.
 */
export const BOARD_PAGE_SIZE = 20;

/** Which projects the list shows: the server's filters and search. */
export type ProjectFilter = Pick<
  GetProjectsApiArg,
  'q' | 'stage' | 'customer' | 'startedFrom' | 'startedTo' | 'deliveredFrom' | 'deliveredTo'
>;

/** A board column's further pages: its stage and filter, from the board's `next` on. */
export type ColumnFilter = ProjectFilter & { stage: ProjectStage; after: string };

let projectsRequest: (arg: GetProjectsApiArg) => string | FetchArgs;

const changed = (id: number) => [
  { type: 'Project' as const, id },
  PROJECTS,
  'History' as const,
  'Activity' as const,
];

const enhancedProjectsApi = generatedProjectsApi.enhanceEndpoints({
  endpoints: {
    getProjects: (endpoint) => {
      projectsRequest = endpoint.query!;
      endpoint.providesTags = (page) => [
        ...(page?.projects ?? []).map(({ id }) => ({ type: 'Project' as const, id })),
        PROJECTS,
      ];
    },
    getProjectBoard: {
      providesTags: (board) => [
        ...(board?.columns ?? []).flatMap((column) =>
          column.projects.map(({ id }) => ({ type: 'Project' as const, id })),
        ),
        PROJECTS,
      ],
    },
    getProject: { providesTags: (_result, _error, { id }) => [{ type: 'Project', id }] },
    // The project's money: its invoices, payments and quotes change it.
    getProjectMoney: {
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Quote', id: 'LIST' },
      ],
    },
    // The project's costing: its invoices, quotes, purchases, the material used from stock,
    // appointments and the employees' hourly costs change it.
    getProjectCosting: {
      providesTags: [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Quote', id: 'LIST' },
        'Purchase',
        { type: 'Stock', id: 'LIST' },
        'Appointment',
        'Employee',
      ],
    },
    createProject: {
      invalidatesTags: (_r, error) => (error ? [] : [PROJECTS, 'Customer', 'Activity']),
    },
    updateProject: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...changed(id), 'Customer']),
    },
    setProjectStage: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    setProjectNotes: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    addProjectPhotos: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    // A description is the image's own: the achievements (and the image library) show it too.
    describeProjectPhoto: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...changed(id), 'Achievement']),
    },
    orderProjectPhotos: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    removeProjectPhoto: { invalidatesTags: (_r, error, { id }) => (error ? [] : changed(id)) },
    publishProject: {
      invalidatesTags: (_r, error, { id }) => (error ? [] : [...changed(id), 'Achievement']),
    },
    removeProject: {
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Project', id },
              PROJECTS,
              { type: 'Trash', id: 'LIST' },
              'Customer',
              'Appointment',
              'Activity',
            ],
    },
  },
});

const pageTags = (data?: { pages: ProjectPage[] }) => [
  ...(data?.pages ?? []).flatMap((page) =>
    page.projects.map(({ id }) => ({ type: 'Project' as const, id })),
  ),
  PROJECTS,
];

/**
 * The list's pages, and a board column's after the board's first: getProjects with `limit`, one
 * page after another by `next`.
 */
export const projectsApi = enhancedProjectsApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectPages: build.infiniteQuery<ProjectPage, ProjectFilter, string | null>({
      ...cursorPages<ProjectFilter>(() => projectsRequest, PROJECT_PAGE_SIZE),
      providesTags: pageTags,
    }),
    getProjectColumnPages: build.infiniteQuery<ProjectPage, ColumnFilter, string | null>({
      ...cursorPages<ColumnFilter>(
        () =>
          ({ after, cursor, ...filter }) =>
            projectsRequest({ ...filter, cursor: cursor ?? after }),
        BOARD_PAGE_SIZE,
      ),
      providesTags: pageTags,
    }),
  }),
});

export const {
  useGetProjectQuery,
  useGetProjectMoneyQuery,
  useGetProjectCostingQuery,
  useGetProjectPagesInfiniteQuery,
  useGetProjectBoardQuery,
  useGetProjectColumnPagesInfiniteQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useSetProjectStageMutation,
  useSetProjectNotesMutation,
  useAddProjectPhotosMutation,
  useDescribeProjectPhotoMutation,
  useOrderProjectPhotosMutation,
  useRemoveProjectPhotoMutation,
  usePublishProjectMutation,
  useRemoveProjectMutation,
} = projectsApi;
