import { Trans } from '@lingui/react/macro';
import { Wifi, WifiOff } from 'lucide-react';
import { useOnline } from '../../state/network.ts';
import { toneClasses } from '../../ui/Badge.tsx';

/** A chip in the top bar that says whether the device is online. */
export function ConnectionStatus() {
  const online = useOnline();
  const Icon = online ? Wifi : WifiOff;
  return (
    <span
      role="status"
      data-testid="connection-status"
      className={`inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium ${toneClasses[online ? 'success' : 'warning'].tint}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="max-lg:sr-only">
        {online ? <Trans>Trực tuyến</Trans> : <Trans>Ngoại tuyến</Trans>}
      </span>
    </span>
  );
}
