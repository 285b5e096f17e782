/**
 * The layout config names of the bespoke lists drawn on the data table (app/entity-ui/list), with
 * the menu whose read right lets a user save that layout, as an entity list's read right does for
 * its own; null: any signed-in user (everyone reads their own entries of the log).
 */
export const BESPOKE_LIST_LAYOUTS = {
  table_users: 'system.users',
  table_logs: null,
  // The approve screens (app/document-ui/approve-screen.ts): the right that approves reads them.
  table_approve_bills: 'sales.bills-approve',
  table_approve_services: 'sales.services-approve',
  table_approve_returns: 'sales.returns-approve',
  table_approve_domestic_orders: 'purchases.domestic-orders',
} as const satisfies Readonly<Record<string, string | null>>;

export type BespokeLayoutKey = keyof typeof BESPOKE_LIST_LAYOUTS;

/** The menu guarding a bespoke list's layout: a menu id, null for anyone, undefined if not one. */
export function bespokeLayoutMenu(name: string): string | null | undefined {
  return Object.hasOwn(BESPOKE_LIST_LAYOUTS, name)
    ? BESPOKE_LIST_LAYOUTS[name as BespokeLayoutKey]
    : undefined;
}
