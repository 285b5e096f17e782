import { createFileRoute } from '@tanstack/react-router';
import { ProductBalancesPage } from '../../features/stock/ProductBalancesPage.tsx';
import { productBalancesRouteSearch } from '../../features/stock/product-balances-search.ts';

export const Route = createFileRoute('/stock/product-balances')({
  ...productBalancesRouteSearch,
  component: ProductBalancesPage,
});
