import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProductBatchesPage } from '../../features/stock/ProductBatchesPage.tsx';
import {
  PRODUCT_BATCHES_DEFAULTS,
  productBatchesSearchSchema,
} from '../../features/stock/product-batches-search.ts';

export const Route = createFileRoute('/stock/product-batches')({
  validateSearch: productBatchesSearchSchema,
  search: { middlewares: [stripSearchParams(PRODUCT_BATCHES_DEFAULTS)] },
  component: ProductBatchesPage,
});
