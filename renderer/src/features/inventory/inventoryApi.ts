import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { liveFromAdded, type CacheLifecycle } from '../../lib/liveCacheEntry';
import { onRealtime } from '../shell/realtime';

/**
 * The inventory pages' calls (03 §7 listAllInventoryItems, the warehouses list,
 * consumeInventoryItem; issue 12 for the rest). The list kit counts pages from 1 and the
 * inventory operations from 0 (03 §9): `zeroBased` is the one place that converts.
 */
export type ItemRow = G.InventoryItemRowFragment;
export type MovementRow = G.InventoryMovementRowFragment;
export type RequestRow = G.InventoryRequestRowFragment;
export type WarehouseRow = G.WarehouseRowFragment;
export type StockLine = G.InventoryStockLineFragment;
export type InventoryAnalyticsData = G.InventoryAnalyticsQuery['inventoryAnalytics'];

const zeroBased = (request: ListRequestInput) => ({
  pageNumber: Math.max(0, (request.pageNumber ?? 1) - 1),
  rowsPerPage: request.rowsPerPage ?? undefined,
  filters: request.filters ?? undefined,
});

// Every movement changes stock, items, warehouses and the movement lists at once.
const STOCK_TAGS = [
  'InventoryItems',
  'InventoryMovements',
  'InventoryWarehouses',
  'InventoryUrgent',
  'InventoryAnalytics',
] as const;
const REQUEST_TAGS = [...STOCK_TAGS, 'InventoryRequests'] as const;

export const inventoryApi = api.enhanceEndpoints({ addTagTypes: [...REQUEST_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listAllInventoryItems: build.query<G.InventoryItemsQuery['listAllInventoryItems'], ListRequestInput>({
      query: (request) =>
        op(G.InventoryItemsDocument, {
          pageNumber: zeroBased(request).pageNumber,
          filters: request.filters ?? undefined,
        }),
      transformResponse: (r: G.InventoryItemsQuery) => r.listAllInventoryItems,
      providesTags: ['InventoryItems'],
    }),
    getInventoryItem: build.query<ItemRow, string>({
      query: (_id) => op(G.InventoryItemDocument, { _id }),
      // The page shows its own state (components/queryState): no notice on top.
      extraOptions: { quiet: true },
      transformResponse: (r: G.InventoryItemQuery) => r.getInventoryItem,
      providesTags: ['InventoryItems'],
    }),
    inventoryMovements: build.query<G.InventoryMovementsQuery['inventoryMovements'], ListRequestInput>({
      query: (request) => op(G.InventoryMovementsDocument, zeroBased(request)),
      transformResponse: (r: G.InventoryMovementsQuery) => r.inventoryMovements,
      providesTags: ['InventoryMovements'],
    }),
    listInventoryWarehouses: build.query<
      G.InventoryWarehousesQuery['listInventoryWarehouses'],
      { pageNumber: number; itemId?: string }
    >({
      query: (vars) => op(G.InventoryWarehousesDocument, vars),
      transformResponse: (r: G.InventoryWarehousesQuery) => r.listInventoryWarehouses,
      providesTags: ['InventoryWarehouses'],
    }),
    // 03 §8: the warehouse picker logs its failure and shows an empty list, no notice.
    warehousePicker: build.query<WarehouseRow[], void>({
      extraOptions: { quiet: true },
      query: () => op(G.InventoryWarehousesDocument, { pageNumber: 0 }),
      transformResponse: (r: G.InventoryWarehousesQuery) => r.listInventoryWarehouses.warehouses,
      providesTags: ['InventoryWarehouses'],
    }),
    getInventoryWarehouse: build.query<WarehouseRow, string>({
      query: (_id) => op(G.InventoryWarehouseDocument, { _id }),
      // The page shows its own state (components/queryState): no notice on top.
      extraOptions: { quiet: true },
      transformResponse: (r: G.InventoryWarehouseQuery) => r.getInventoryWarehouse,
      providesTags: ['InventoryWarehouses'],
      onCacheEntryAdded: (_id, lifecycle) =>
        liveStock(lifecycle, () =>
          lifecycle.dispatch(inventoryApi.util.invalidateTags(['InventoryWarehouses'])),
        ),
    }),
    inventoryUrgent: build.query<StockLine[], string | undefined>({
      query: (warehouseId) => op(G.InventoryUrgentDocument, { warehouseId }),
      transformResponse: (r: G.InventoryUrgentQuery) => r.inventoryUrgent,
      providesTags: ['InventoryUrgent'],
      onCacheEntryAdded: (_arg, lifecycle) =>
        liveStock(lifecycle, () => lifecycle.dispatch(inventoryApi.util.invalidateTags(['InventoryUrgent']))),
    }),
    inventoryAnalytics: build.query<InventoryAnalyticsData, G.InventoryAnalyticsQueryVariables>({
      query: (vars) => op(G.InventoryAnalyticsDocument, vars),
      transformResponse: (r: G.InventoryAnalyticsQuery) => r.inventoryAnalytics,
      providesTags: ['InventoryAnalytics'],
    }),
    inventoryRequests: build.query<G.InventoryRequestsQuery['inventoryRequests'], ListRequestInput>({
      query: (request) => op(G.InventoryRequestsDocument, zeroBased(request)),
      transformResponse: (r: G.InventoryRequestsQuery) => r.inventoryRequests,
      providesTags: ['InventoryRequests'],
    }),
    // The dialogs show their own failures ('Not enough stock' beside the form).
    createInventoryItem: build.mutation<ItemRow, G.CreateInventoryItemMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.CreateInventoryItemDocument, vars),
      transformResponse: (r: G.CreateInventoryItemMutation) => r.createInventoryItem,
      invalidatesTags: [...STOCK_TAGS],
    }),
    updateInventoryItem: build.mutation<ItemRow, G.UpdateInventoryItemMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.UpdateInventoryItemDocument, vars),
      transformResponse: (r: G.UpdateInventoryItemMutation) => r.updateInventoryItem,
      invalidatesTags: [...STOCK_TAGS],
    }),
    addInventoryInput: build.mutation<MovementRow, G.AddInventoryInputMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.AddInventoryInputDocument, vars),
      transformResponse: (r: G.AddInventoryInputMutation) => r.addInventoryInput,
      invalidatesTags: [...STOCK_TAGS],
    }),
    transferInventoryItem: build.mutation<MovementRow, G.TransferInventoryItemMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.TransferInventoryItemDocument, vars),
      transformResponse: (r: G.TransferInventoryItemMutation) => r.transferInventoryItem,
      invalidatesTags: [...STOCK_TAGS],
    }),
    receiveInventoryTransfer: build.mutation<MovementRow, string>({
      query: (_id) => op(G.ReceiveInventoryTransferDocument, { _id }),
      transformResponse: (r: G.ReceiveInventoryTransferMutation) => r.receiveInventoryTransfer,
      invalidatesTags: [...STOCK_TAGS],
    }),
    cancelInventoryTransfer: build.mutation<MovementRow, string>({
      query: (_id) => op(G.CancelInventoryTransferDocument, { _id }),
      transformResponse: (r: G.CancelInventoryTransferMutation) => r.cancelInventoryTransfer,
      invalidatesTags: [...STOCK_TAGS],
    }),
    consumeInventoryItem: build.mutation<MovementRow, G.ConsumeInventoryItemMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ConsumeInventoryItemDocument, vars),
      transformResponse: (r: G.ConsumeInventoryItemMutation) => r.consumeInventoryItem,
      invalidatesTags: [...REQUEST_TAGS],
    }),
    returnInventoryItem: build.mutation<MovementRow, G.ReturnInventoryItemMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ReturnInventoryItemDocument, vars),
      transformResponse: (r: G.ReturnInventoryItemMutation) => r.returnInventoryItem,
      invalidatesTags: [...STOCK_TAGS],
    }),
    sortInventoryReturns: build.mutation<MovementRow, G.SortInventoryReturnsMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.SortInventoryReturnsDocument, vars),
      transformResponse: (r: G.SortInventoryReturnsMutation) => r.sortInventoryReturns,
      invalidatesTags: [...STOCK_TAGS],
    }),
    requestInventoryParts: build.mutation<RequestRow, G.RequestInventoryPartsMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.RequestInventoryPartsDocument, vars),
      transformResponse: (r: G.RequestInventoryPartsMutation) => r.requestInventoryParts,
      invalidatesTags: ['InventoryRequests'],
    }),
    reportDamagedParts: build.mutation<RequestRow, G.ReportDamagedPartsMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ReportDamagedPartsDocument, vars),
      transformResponse: (r: G.ReportDamagedPartsMutation) => r.reportDamagedParts,
      invalidatesTags: ['InventoryRequests'],
    }),
    fulfilInventoryRequest: build.mutation<RequestRow, G.FulfilInventoryRequestMutationVariables>({
      query: (vars) => op(G.FulfilInventoryRequestDocument, vars),
      transformResponse: (r: G.FulfilInventoryRequestMutation) => r.fulfilInventoryRequest,
      invalidatesTags: [...REQUEST_TAGS],
    }),
    refuseInventoryRequest: build.mutation<RequestRow, G.RefuseInventoryRequestMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.RefuseInventoryRequestDocument, vars),
      transformResponse: (r: G.RefuseInventoryRequestMutation) => r.refuseInventoryRequest,
      invalidatesTags: ['InventoryRequests'],
    }),
  }),
});

/**
 * Refetches a live page when any stock row changes (the INVENTORY_STOCK topic, after each
 * movement commits); a change heard during the first load reads the page again once it is in.
 */
function liveStock(lifecycle: CacheLifecycle, refresh: () => void): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  // A movement touching two rows sends two events: one refetch for both.
  const refreshSoon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(refresh, 300);
  };
  return liveFromAdded(
    lifecycle,
    (hold) => [onRealtime(REALTIME_EVENTS.INVENTORY_STOCK, hold(refreshSoon))],
    { kind: 'refetch', refetch: refreshSoon },
    () => {
      if (timer) clearTimeout(timer);
    },
  );
}

export const {
  useListAllInventoryItemsQuery,
  useLazyListAllInventoryItemsQuery,
  useGetInventoryItemQuery,
  useInventoryMovementsQuery,
  useListInventoryWarehousesQuery,
  useWarehousePickerQuery,
  useGetInventoryWarehouseQuery,
  useInventoryUrgentQuery,
  useInventoryAnalyticsQuery,
  useInventoryRequestsQuery,
  useCreateInventoryItemMutation,
  useUpdateInventoryItemMutation,
  useAddInventoryInputMutation,
  useTransferInventoryItemMutation,
  useReceiveInventoryTransferMutation,
  useCancelInventoryTransferMutation,
  useConsumeInventoryItemMutation,
  useReturnInventoryItemMutation,
  useSortInventoryReturnsMutation,
  useRequestInventoryPartsMutation,
  useReportDamagedPartsMutation,
  useFulfilInventoryRequestMutation,
  useRefuseInventoryRequestMutation,
} = inventoryApi;
