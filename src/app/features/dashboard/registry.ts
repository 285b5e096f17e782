import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type Action, can, isAdmin, type MaybePrincipal } from '../../../contract/auth/rules.ts';
import type { DateRange } from '../../../contract/domain/period.ts';
import { type EagerLazy, eagerLazy } from '../../ui/eager-lazy.ts';

/**
 * The widget extension point of /dashboard/*. A module adds a widget with a component file and one
 * `registerWidget({...})` line in any `features/<module>/<name>.widgets.ts` file: discover.ts picks
 * those files up, so the dashboard page itself never changes. The component is loaded only when a
 * dashboard that shows it opens (its own chunk), with the frame's skeleton meanwhile.
 */

export type DashboardId = 'analytics' | 'ecommerce';

/** Columns a widget spans on a wide screen (of 12); phones always show one column. */
export type WidgetSize = 'sm' | 'md' | 'lg' | 'full';

/** What every widget gets: the period of the address and the selected branches (`Branchs`). */
export interface WidgetProps {
  period: DateRange;
  branches: readonly string[];
}

export interface WidgetDefinition {
  id: string;
  dashboard: DashboardId;
  title: MessageDescriptor;
  size: WidgetSize;
  /** Smaller first; ties by id. */
  order: number;
  /** Shown only to users holding this right (menu id, default action 'access'), or to administrators. */
  requires?: { menuId: string; action?: Action } | 'admin';
  /**
   * The usual height of the widget's content, as Tailwind min-height classes ('min-h-[25rem]
   * md:min-h-64'): its skeleton takes it, so the widgets below do not jump when it arrives (on a
   * phone they stack). Left out: the skeleton's own height.
   */
  loadingHeight?: string;
  /** The component, imported dynamically: `() => import('./X.tsx').then((m) => m.X)`. */
  load: () => Promise<ComponentType<WidgetProps>>;
  /**
   * Starts the widget's queries (prefetchOnce): from the dashboard route's loader, so its data comes
   * while the page's and its own code download rather than after they have arrived and rendered.
   * Settles when they have answered: the frame shows the widget then (WidgetFrame.tsx).
   */
  prefetch?: (client: QueryClient, props: WidgetProps) => Promise<void>;
}

export interface RegisteredWidget extends WidgetDefinition {
  /** Renders at once when `Component.preload()` (the route's loader) has brought the code. */
  Component: EagerLazy<WidgetProps>;
}

const widgets = new Map<string, RegisteredWidget>();

export function registerWidget(definition: WidgetDefinition): void {
  if (widgets.has(definition.id)) throw new Error(`Widget "${definition.id}" is registered twice`);
  widgets.set(definition.id, {
    ...definition,
    Component: eagerLazy(definition.load),
  });
}

/** Removes a widget (tests, or a module that replaces a built-in one). */
export function unregisterWidget(id: string): void {
  widgets.delete(id);
}

function allowed(widget: WidgetDefinition, user: MaybePrincipal): boolean {
  if (!user) return false;
  if (!widget.requires) return true;
  if (widget.requires === 'admin') return isAdmin(user);
  return can(user, widget.requires.menuId, widget.requires.action ?? 'access');
}

/** The widgets of one dashboard the user may see, in order. */
export function widgetsFor(dashboard: DashboardId, user: MaybePrincipal): RegisteredWidget[] {
  return [...widgets.values()]
    .filter((widget) => widget.dashboard === dashboard && allowed(widget, user))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
