import { lazyRouteComponent } from '@tanstack/react-router';
import { createElement } from 'react';

/** The URL's report parameters kept as they are (strings only); the page fills the defaults. */
function keepStrings(search: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of ['fromDate', 'toDate', 'ma_dvcs', 'ma_nv']) {
    const value = search[key];
    if (typeof value === 'string' && value !== '') kept[key] = value;
  }
  return kept;
}

/** A report's route options: one line per route file (routes/<module>/reports/<name>.tsx). */
export function reportRoute(module: string, name: string) {
  return {
    validateSearch: keepStrings,
    component: lazyRouteComponent(() =>
      import('./ReportPage.tsx').then((m) => ({
        default: () => createElement(m.ReportPage, { module, name }),
      })),
    ),
  };
}
