import { Trans, useLingui } from '@lingui/react/macro';
import { type LucideIcon, RotateCcw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useOnline } from '../../state/network.ts';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { describeError } from '../shell/describe-error.ts';

/** Grey lines shaped like a widget's figure and chart while its code or data loads. */
export function WidgetSkeleton({ className = '' }: { className?: string | undefined }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Đang tải`} className={`grid content-start gap-3 ${className}`}>
      <Skeleton className="h-7 w-24" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

/** No data for what is asked: says so, and what to do about it. */
export function WidgetEmpty({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: ReactNode;
  hint: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-1.5 py-6 text-center" data-testid="widget-empty">
      <span className="mb-1 grid size-11 place-items-center rounded-full bg-subtle text-muted">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </span>
      <p className="font-medium text-heading">{title}</p>
      <p className="max-w-xs text-sm text-muted">{hint}</p>
    </div>
  );
}

function WidgetError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  const described = describeError(error, useOnline(), i18n);
  const Icon = described.icon;
  return (
    <div role="alert" className="grid justify-items-center gap-1.5 py-6 text-center">
      <Icon aria-hidden="true" className="size-7 text-danger-500" strokeWidth={1.75} />
      <p className="font-medium text-heading">{described.title}</p>
      <p className="max-w-xs text-sm text-muted">{described.message}</p>
      <Button variant="tonal" size="sm" onPress={onRetry} className="mt-2">
        <RotateCcw aria-hidden="true" className="size-4" />
        <Trans>Thử lại</Trans>
      </Button>
    </div>
  );
}

/**
 * One widget's failure stays inside its card: the rest of the dashboard keeps working, and "Thử lại"
 * asks again (onReset clears the failed queries so they refetch) without reloading the page.
 */
export class WidgetBoundary extends Component<
  { children: ReactNode; onReset: () => void },
  { error: unknown; failed: boolean }
> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Widget failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return <WidgetError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
