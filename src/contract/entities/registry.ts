import type { Entity } from '../entity/define.ts';
import { accounts } from './accounting/accounts.entity.ts';
import { currencies } from './accounting/currencies.entity.ts';
import { exchangeRates } from './accounting/exchange-rates.entity.ts';
import { expenses } from './accounting/expenses.entity.ts';
import { taxs } from './accounting/taxs.entity.ts';
import { transactionTerms } from './accounting/transaction-terms.entity.ts';
import { vouchers } from './accounting/vouchers.entity.ts';
import { callCenterCalls } from './crm/call-center.entity.ts';
import { callLogs } from './crm/call-logs.entity.ts';
import { campaigns } from './crm/campaigns.entity.ts';
import { complainTypes } from './crm/complain-types.entity.ts';
import { complains } from './crm/complains.entity.ts';
import { levels } from './crm/levels.entity.ts';
import { partnerNotes } from './crm/partner-notes.entity.ts';
import { partners } from './crm/partners.entity.ts';
import { partnerTransfers } from './crm/partners-transfer-histories.entity.ts';
import { serviceResponsibilities } from './crm/service-employee-responsibilities.entity.ts';
import { serviceExpenses } from './crm/service-expenses.entity.ts';
import { crmServices } from './crm/services.entity.ts';
import { sourceTypeOptions } from './crm/source-type-options.entity.ts';
import { sourceTypes } from './crm/source-types.entity.ts';
import { tags } from './crm/tags.entity.ts';
import { targets } from './crm/targets.entity.ts';
import { taskTypes } from './crm/task-types.entity.ts';
import { tasks } from './crm/tasks.entity.ts';
import { ticketTypes } from './crm/ticket-types.entity.ts';
import { tickets } from './crm/tickets.entity.ts';
import { departments } from './hr/departments.entity.ts';
import { employees } from './hr/employees.entity.ts';
import { shifts } from './hr/shifts.entity.ts';
import { suppliers } from './purchases/suppliers.entity.ts';
import { cardTypes } from './sales/card-types.entity.ts';
import { customerGroups } from './sales/customer-groups.entity.ts';
import { discountCodes } from './sales/discount-codes.entity.ts';
import { paymentTypes } from './sales/payment-types.entity.ts';
import { roomGroups } from './sales/room-groups.entity.ts';
import { rooms } from './sales/rooms.entity.ts';
import { salers } from './sales/salers.entity.ts';
import { vipPeriods } from './sales/vip-periods.entity.ts';
import { conversionUnits } from './stock/conversion-units.entity.ts';
import { productConsumes } from './stock/product-consumes.entity.ts';
import { productGroups } from './stock/product-groups.entity.ts';
import { productHours } from './stock/product-hours.entity.ts';
import { productTypes } from './stock/product-types.entity.ts';
import { products } from './stock/products.entity.ts';
import { rates } from './stock/rates.entity.ts';
import { services } from './stock/services.entity.ts';
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
  sourceTypes,
  sourceTypeOptions,
  complainTypes,
  levels,
  tags,
  partners,
  partnerTransfers,
  partnerNotes,
  complains,
  conversionUnits,
  warehouses,
  productGroups,
  productTypes,
  productHours,
  products,
  services,
  productConsumes,
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
  customerGroups,
  vipPeriods,
  departments,
  shifts,
  employees,
  salers,
  suppliers,
  todos,
  roomGroups,
  rooms,
  taskTypes,
  tasks,
  ticketTypes,
  tickets,
  callLogs,
  callCenterCalls,
  crmServices,
  serviceExpenses,
  serviceResponsibilities,
  targets,
  campaigns,
] as const satisfies readonly Entity[];

const byName = new Map<string, Entity>(entities.map((entity) => [entity.name, entity]));

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}
