import type { Entity } from '../entity/define.ts';
import { accounts } from './accounting/accounts.entity.ts';
import { currencies } from './accounting/currencies.entity.ts';
import { exchangeRates } from './accounting/exchange-rates.entity.ts';
import { expenses } from './accounting/expenses.entity.ts';
import { taxs } from './accounting/taxs.entity.ts';
import { transactionTerms } from './accounting/transaction-terms.entity.ts';
import { vouchers } from './accounting/vouchers.entity.ts';
import { partners } from './crm/partners.entity.ts';
import { departments } from './hr/departments.entity.ts';
import { employees } from './hr/employees.entity.ts';
import { shifts } from './hr/shifts.entity.ts';
import { suppliers } from './purchases/suppliers.entity.ts';
import { cardTypes } from './sales/card-types.entity.ts';
import { discountCodes } from './sales/discount-codes.entity.ts';
import { paymentTypes } from './sales/payment-types.entity.ts';
import { conversionUnits } from './stock/conversion-units.entity.ts';
import { productGroups } from './stock/product-groups.entity.ts';
import { productHours } from './stock/product-hours.entity.ts';
import { productTypes } from './stock/product-types.entity.ts';
import { rates } from './stock/rates.entity.ts';
import { units } from './stock/units.entity.ts';
import { warehouses } from './stock/warehouses.entity.ts';
import { banners } from './system/banners.entity.ts';
import { branchs } from './system/branchs.entity.ts';
import { callCenterExtensions } from './system/call-center-extensions.entity.ts';
import { callCenterPhoneNumbers } from './system/call-center-phone-numbers.entity.ts';
import { callCenterProviders } from './system/call-center-providers.entity.ts';
import { custom1 } from './system/custom1.entity.ts';
import { custom2 } from './system/custom2.entity.ts';
import { custom3 } from './system/custom3.entity.ts';
import { dictionaries } from './system/dictionaries.entity.ts';
import { smsLogs } from './system/sms-logs.entity.ts';
import { todos } from './user/todos.entity.ts';

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
  branchs,
  custom1,
  custom2,
  custom3,
  dictionaries,
  banners,
  callCenterPhoneNumbers,
  callCenterProviders,
  callCenterExtensions,
  smsLogs,
  discountCodes,
  paymentTypes,
  cardTypes,
  departments,
  shifts,
  employees,
  suppliers,
  todos,
] as const satisfies readonly Entity[];

const byName = new Map<string, Entity>(entities.map((entity) => [entity.name, entity]));

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}
