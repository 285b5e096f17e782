import { createFileRoute } from '@tanstack/react-router';
import { searchWithDefaults } from '../../features/shell/route-search.ts';
import { ProductBalancesPage } from '../../features/stock/ProductBalancesPage.tsx';
import {
  PRODUCT_BALANCES_DEFAULTS,
  productBalancesSearchSchema,
} from '../../features/stock/product-balances-search.ts';

export const Route = createFileRoute('/stock/product-balances')({
  ...searchWithDefaults(productBalancesSearchSchema, PRODUCT_BALANCES_DEFAULTS),
  component: ProductBalancesPage,
});
