import { columnVisibilityFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

/** The TanStack Table features the data table uses: visibility by width, server sorting. */
export const dataTableFeatures = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
