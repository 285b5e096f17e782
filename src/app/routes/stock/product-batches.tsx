import { createFileRoute } from '@tanstack/react-router';
import { ProductBatchesPage } from '../../features/stock/ProductBatchesPage.tsx';
import { productBatchesRouteSearch } from '../../features/stock/product-batches-search.ts';

export const Route = createFileRoute('/stock/product-batches')({
  ...productBatchesRouteSearch,
  component: ProductBatchesPage,
});
