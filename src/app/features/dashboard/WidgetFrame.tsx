import { useLingui } from '@lingui/react/macro';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Card } from '../../ui/Card.tsx';
import type { RegisteredWidget, WidgetProps, WidgetSize } from './registry.ts';
import { WidgetBoundary, WidgetSkeleton } from './WidgetStates.tsx';

/** Columns of the 12-column grid a size spans: phones one column, tablets two, desktops by size. */
const spans: Record<WidgetSize, string> = {
  sm: 'md:col-span-1 xl:col-span-4',
  md: 'md:col-span-1 xl:col-span-6',
  lg: 'md:col-span-2 xl:col-span-8',
  full: 'md:col-span-2 xl:col-span-12',
};

/** A widget's card: its title, the skeleton while it loads, its own error state with retry. */
export function WidgetFrame({ widget, ...props }: { widget: RegisteredWidget } & WidgetProps) {
  const { i18n } = useLingui();
  const { Component } = widget;
  const titleId = `widget-${widget.id}`;
  return (
    <div className={`min-w-0 ${spans[widget.size]}`} data-widget={widget.id}>
      <Card
        title={<span id={titleId}>{i18n._(widget.title)}</span>}
        aria-labelledby={titleId}
        className="h-full"
      >
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <WidgetBoundary onReset={reset}>
              <Suspense fallback={<WidgetSkeleton className={widget.loadingHeight} />}>
                <Component {...props} />
              </Suspense>
            </WidgetBoundary>
          )}
        </QueryErrorResetBoundary>
      </Card>
    </div>
  );
}
