import { createFileRoute } from '@tanstack/react-router';
import { searchWithDefaults } from '../../features/shell/route-search.ts';
import { ProductBatchesPage } from '../../features/stock/ProductBatchesPage.tsx';
import {
  PRODUCT_BATCHES_DEFAULTS,
  productBatchesSearchSchema,
} from '../../features/stock/product-batches-search.ts';

export const Route = createFileRoute('/stock/product-batches')({
  ...searchWithDefaults(productBatchesSearchSchema, PRODUCT_BATCHES_DEFAULTS),
  component: ProductBatchesPage,
});
