import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProductBalancesPage } from '../../features/stock/ProductBalancesPage.tsx';
import {
  PRODUCT_BALANCES_DEFAULTS,
  productBalancesSearchSchema,
} from '../../features/stock/product-balances-search.ts';

export const Route = createFileRoute('/stock/product-balances')({
  validateSearch: productBalancesSearchSchema,
  search: { middlewares: [stripSearchParams(PRODUCT_BALANCES_DEFAULTS)] },
  component: ProductBalancesPage,
});
