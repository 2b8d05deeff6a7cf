import { generatedInventoryApi } from './api.generated';

export type * from './api.generated';

// Inventaris's calls with their cache tags. A movement or count changes levels, the articles'
// stock, the locations' values, the movements' list and a project's costing (all under
// 'Stock'); a checkout or return changes its tool and the tools' list.
const ARTICLES = { type: 'Article', id: 'LIST' } as const;
const TOOLS = { type: 'Tool', id: 'LIST' } as const;
const STOCK = { type: 'Stock', id: 'LIST' } as const;
const stockChanged = [STOCK, ARTICLES];

export const inventoryApi = generatedInventoryApi.enhanceEndpoints({
  endpoints: {
    getArticles: { providesTags: [ARTICLES, STOCK] },
    getArticle: { providesTags: (_r, _e, { id }) => [{ type: 'Article', id }, STOCK] },
    createArticle: { invalidatesTags: (_r, error) => (error ? [] : [ARTICLES, 'Activity']) },
    updateArticle: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Article', id }, ARTICLES, STOCK, 'History', 'Activity'],
    },
    removeArticle: {
      invalidatesTags: (_r, error) =>
        error ? [] : [ARTICLES, STOCK, { type: 'Trash', id: 'LIST' }, 'Activity'],
    },
    getStockLocations: { providesTags: [STOCK] },
    createStockLocation: { invalidatesTags: (_r, error) => (error ? [] : [STOCK, 'Activity']) },
    updateStockLocation: { invalidatesTags: (_r, error) => (error ? [] : [STOCK, 'Activity']) },
    removeStockLocation: { invalidatesTags: (_r, error) => (error ? [] : [STOCK, 'Activity']) },
    getStockLevels: { providesTags: [STOCK] },
    getStockMoves: { providesTags: [STOCK] },
    moveStock: { invalidatesTags: (_r, error) => (error ? [] : stockChanged) },
    countStock: { invalidatesTags: (_r, error) => (error ? [] : [...stockChanged, 'Activity']) },
    setStockMinimum: { invalidatesTags: (_r, error) => (error ? [] : [STOCK]) },
    orderStock: {
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'PurchaseOrder', id: 'LIST' }]),
    },
    getTools: {
      providesTags: (tools = []) => [
        ...tools.map(({ id }) => ({ type: 'Tool' as const, id })),
        TOOLS,
      ],
    },
    getTool: { providesTags: (_r, _e, { id }) => [{ type: 'Tool', id }] },
    createTool: { invalidatesTags: (_r, error) => (error ? [] : [TOOLS, 'Activity']) },
    updateTool: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Tool', id }, TOOLS, 'History', 'Activity'],
    },
    removeTool: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Tool', id }, TOOLS, { type: 'Trash', id: 'LIST' }, 'Activity'],
    },
    checkOutTool: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Tool', id }, TOOLS, 'Activity'],
    },
    returnTool: {
      invalidatesTags: (_r, error, { id }) =>
        error ? [] : [{ type: 'Tool', id }, TOOLS, 'Activity'],
    },
  },
});

export const {
  useGetArticlesQuery,
  useGetArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useRemoveArticleMutation,
  useGetStockLocationsQuery,
  useCreateStockLocationMutation,
  useRemoveStockLocationMutation,
  useGetStockLevelsQuery,
  useGetStockMovesQuery,
  useMoveStockMutation,
  useCountStockMutation,
  useSetStockMinimumMutation,
  useOrderStockMutation,
  useGetToolsQuery,
  useGetToolQuery,
  useCreateToolMutation,
  useUpdateToolMutation,
  useRemoveToolMutation,
  useCheckOutToolMutation,
  useReturnToolMutation,
} = inventoryApi;
