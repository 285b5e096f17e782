import type { z } from 'zod';
import type { broadcastSchema } from '../../../contract/api/notifications.api.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { activeUserNames, userNamesOfBranches } from './notifications.store.ts';

/**
 * Who a broadcast reaches: the named users and the users of the named branches (administrators
 * work on every branch), or every active user of the tenant when neither is given.
 */
export async function recipientsOf(tx: Tx, body: z.infer<typeof broadcastSchema>): Promise<string[]> {
  if (!body.users && !body.branches) return activeUserNames(tx, null);
  const named = body.users ? await activeUserNames(tx, body.users) : [];
  const ofBranches = body.branches ? await userNamesOfBranches(tx, body.branches) : [];
  return [...new Set([...named, ...ofBranches])];
}
