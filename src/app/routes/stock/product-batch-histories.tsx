import { createFileRoute } from '@tanstack/react-router';
import { BatchHistoryPage } from '../../features/stock/BatchHistoryPage.tsx';
import { batchHistorySearchSchema } from '../../features/stock/product-batches-search.ts';

export const Route = createFileRoute('/stock/product-batch-histories')({
  validateSearch: batchHistorySearchSchema,
  component: BatchHistoryPage,
});
