import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { type Action, can, type MaybePrincipal } from '../../../contract/auth/rules.ts';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { type EagerLazy, eagerLazy } from '../../ui/eager-lazy.ts';

/**
 * The tab extension point of the customer profile (/crm/partners/:id), like the dashboard's
 * widgets: a module adds a tab with a component file and one `registerProfileTab({...})` line in
 * any `features/<module>/<name>.profile-tabs.ts` file (profile-tabs-discover.ts picks them up), so
 * the profile itself never changes when orders, appointments or packages arrive.
 */

/** What every tab gets: the customer as its record answers (id is the stt_rec). */
export interface ProfileTabProps {
  partner: EntityRow;
}

export interface ProfileTabDefinition {
  /** Also the tab's address: /crm/partners/:id?tab=<id>. */
  id: string;
  title: MessageDescriptor;
  /** Smaller first; ties by id. */
  order: number;
  /** Shown only to users holding this right (default action 'read'), or administrators. */
  requires?: { menuId: string; action?: Action };
  load: () => Promise<ComponentType<ProfileTabProps>>;
}

export interface RegisteredProfileTab extends ProfileTabDefinition {
  Component: EagerLazy<ProfileTabProps>;
}

const tabs = new Map<string, RegisteredProfileTab>();

export function registerProfileTab(definition: ProfileTabDefinition): void {
  if (tabs.has(definition.id)) throw new Error(`Profile tab "${definition.id}" is registered twice`);
  tabs.set(definition.id, { ...definition, Component: eagerLazy(definition.load) });
}

/** Removes a tab (tests, or a module that replaces a built-in one). */
export function unregisterProfileTab(id: string): void {
  tabs.delete(id);
}

/** The tabs the user may see, in order. */
export function profileTabsFor(user: MaybePrincipal): RegisteredProfileTab[] {
  return [...tabs.values()]
    .filter(
      (tab) =>
        Boolean(user) && (!tab.requires || can(user, tab.requires.menuId, tab.requires.action ?? 'read')),
    )
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
