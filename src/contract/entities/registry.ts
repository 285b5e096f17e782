import type { Entity } from '../entity/define.ts';
import { accounts } from './accounting/accounts.entity.ts';
import { currencies } from './accounting/currencies.entity.ts';
import { exchangeRates } from './accounting/exchange-rates.entity.ts';
import { expenses } from './accounting/expenses.entity.ts';
import { taxs } from './accounting/taxs.entity.ts';
import { transactionTerms } from './accounting/transaction-terms.entity.ts';
import { vouchers } from './accounting/vouchers.entity.ts';
import { partners } from './crm/partners.entity.ts';
import { conversionUnits } from './stock/conversion-units.entity.ts';
import { productGroups } from './stock/product-groups.entity.ts';
import { productHours } from './stock/product-hours.entity.ts';
import { productTypes } from './stock/product-types.entity.ts';
import { rates } from './stock/rates.entity.ts';
import { units } from './stock/units.entity.ts';
import { warehouses } from './stock/warehouses.entity.ts';

/**
 * Every declared entity. The server derives tables and routes from this list, the client its
 * list and form screens; adding an entity means one declaration file and one line here.
 */
export const entities = [
  units,
  partners,
  conversionUnits,
  warehouses,
  productGroups,
  productTypes,
  productHours,
  rates,
  accounts,
  taxs,
  currencies,
  exchangeRates,
  transactionTerms,
  expenses,
  vouchers,
] as const satisfies readonly Entity[];

const byName = new Map<string, Entity>(entities.map((entity) => [entity.name, entity]));

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}
