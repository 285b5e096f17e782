import { useLingui } from '@lingui/react/macro';
import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { Suspense, startTransition, useEffect, useState } from 'react';
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

/** Widgets drawn once on this page: their code is here, so they go straight to Suspense. */
const drawn = new Set<string>();

/**
 * Whether the widget's code and data (its `prefetch`) have come. Until then the frame draws the
 * skeleton itself, not as a Suspense fallback: React reveals what replaces a fallback no sooner
 * than its FALLBACK_THROTTLE_MS after the fallback showed, which held every widget of a first visit
 * back well after its data and code had arrived. Later changes (another period)
 * suspend as usual; a failure is left for the widget to meet and its boundary to show.
 */
function useArrived(widget: RegisteredWidget, props: WidgetProps): boolean {
  const queryClient = useQueryClient();
  const [first] = useState(props);
  const [arrived, setArrived] = useState(() => drawn.has(widget.id));
  useEffect(() => {
    if (arrived) return;
    let mounted = true;
    void Promise.allSettled([widget.Component.preload(), widget.prefetch?.(queryClient, first)]).then(() => {
      drawn.add(widget.id);
      // A transition: React renders the widgets in slices, the main thread never held long.
      if (mounted) startTransition(() => setArrived(true));
    });
    return () => {
      mounted = false;
    };
  }, [arrived, widget, queryClient, first]);
  return arrived;
}

/** A widget's card: its title, the skeleton while it loads, its own error state with retry. */
export function WidgetFrame({ widget, ...props }: { widget: RegisteredWidget } & WidgetProps) {
  const { i18n } = useLingui();
  const { Component } = widget;
  const titleId = `widget-${widget.id}`;
  const arrived = useArrived(widget, props);
  const skeleton = <WidgetSkeleton className={widget.loadingHeight} />;
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
              {arrived ? (
                <Suspense fallback={skeleton}>
                  <Component {...props} />
                </Suspense>
              ) : (
                skeleton
              )}
            </WidgetBoundary>
          )}
        </QueryErrorResetBoundary>
      </Card>
    </div>
  );
}
