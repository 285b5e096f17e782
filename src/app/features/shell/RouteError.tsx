import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useLocation, useRouter } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnline } from '../../state/network.ts';
import { buttonClass } from '../../ui/button-class.ts';
import { isChunkLoadError, mayReloadForChunk } from './chunk-reload.ts';
import { describeError } from './describe-error.ts';
import { RoutePending } from './RoutePending.tsx';
import { onChunkFailure } from './router-events.ts';

/**
 * A page whose code could not be fetched reloads the whole page once (chunk-reload.ts); until the
 * browser does, the page shows as loading rather than as an error that is about to go away.
 */
function useChunkReload(error: unknown): boolean {
  const isChunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(isChunk && mayReloadForChunk());
  useEffect(() => {
    if (isChunk && !onChunkFailure(error)) setReloading(false);
  }, [isChunk, error]);
  return reloading;
}

/** Shown in place of a page whose data or code failed; "Thử lại" reloads the route's loaders. */
export function RouteError({ error }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const online = useOnline();
  const pathname = useLocation({ select: (l) => l.pathname });
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const [retrying, setRetrying] = useState(false);
  const { icon: Icon, title, message, detail, kind } = describeError(error, online, i18n);
  const reloading = useChunkReload(error);

  useEffect(() => queryErrorResetBoundary.reset(), [queryErrorResetBoundary]);

  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    // A module that failed to import stays failed in this document: only a reload fetches it again.
    if (kind === 'chunk') window.location.reload();
    else void router.invalidate().finally(() => setRetrying(false));
  };

  // Back online after an offline failure: try again without waiting for a click.
  const [wasOffline] = useState(!online);
  useEffect(() => {
    if (online && wasOffline) void router.invalidate();
  }, [online, wasOffline, router]);

  if (reloading) return <RoutePending />;
  return (
    <section
      role="alert"
      data-error-kind={kind}
      className="mx-auto mt-6 max-w-lg rounded-card bg-surface px-6 py-8 text-center shadow-card sm:mt-10 sm:px-10"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-danger-50 text-danger">
        <Icon aria-hidden="true" className="size-7" strokeWidth={1.75} />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-heading">{title}</h1>
      <p className="mt-2 text-balance text-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* A plain button: this page stands in when code failed to load, so it keeps to the first
            download, which leaves React Aria out. */}
        <button
          type="button"
          onClick={retry}
          aria-disabled={retrying || undefined}
          data-pending={retrying || undefined}
          className={buttonClass()}
        >
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
          <Trans>Thử lại</Trans>
        </button>
        {pathname === '/' ? null : (
          <Link to="/" className={buttonClass('tonal')}>
            <Trans>Về trang chủ</Trans>
          </Link>
        )}
      </div>
      {detail ? (
        <details className="mt-6 text-left text-[13px] text-muted">
          <summary className="cursor-pointer rounded-sm text-center select-none">
            <Trans>Chi tiết kỹ thuật</Trans>
          </summary>
          <p className="mt-2 rounded-md bg-subtle px-3 py-2 font-mono break-all">{detail}</p>
        </details>
      ) : null}
    </section>
  );
}

/** The root's own boundary: the frame itself failed, so the card stands alone on the canvas. */
export function RootError(props: ErrorComponentProps) {
  return (
    <div className="grid min-h-dvh place-items-start px-3 py-6 sm:place-items-center">
      <div className="w-full">
        <RouteError {...props} />
      </div>
    </div>
  );
}
