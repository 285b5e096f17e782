import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { TOASTS_Z } from '../state/popups.ts';
import { type ToastTone, toastQueue } from './toasts.ts';

const tones: Record<ToastTone, { icon: typeof Info; colour: string }> = {
  success: { icon: CircleCheck, colour: 'text-success' },
  danger: { icon: CircleAlert, colour: 'text-danger' },
  info: { icon: Info, colour: 'text-info' },
};

/** Where notifications appear: top right on wide screens, along the top on phones (a live region). */
export function Toasts() {
  const { t } = useLingui();
  return (
    <ToastRegion
      queue={toastQueue}
      aria-label={t`Thông báo`}
      // Over every popup of the stack and the loading overlay (src/app/state/popups.ts).
      style={{ zIndex: TOASTS_Z }}
      className="fixed top-3 right-3 left-3 flex flex-col items-end gap-2 outline-none sm:left-auto"
    >
      {({ toast }) => {
        const { icon: Icon, colour } = tones[toast.content.tone];
        return (
          <Toast
            toast={toast}
            data-tone={toast.content.tone}
            className="flex w-full max-w-sm items-start gap-3 rounded-card bg-surface px-4 py-3 shadow-card ring-1 ring-line/60 outline-none data-entering:animate-fade-in focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${colour}`} />
            <ToastContent className="grid min-w-0 flex-1 gap-0.5">
              <Text slot="title" className="text-sm font-medium text-heading">
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" className="text-[13px] text-muted">
                  {toast.content.description}
                </Text>
              ) : null}
            </ToastContent>
            {toast.content.action ? (
              <Button
                onPress={() => {
                  toast.content.action?.onAction();
                  toastQueue.close(toast.key);
                }}
                className="-my-0.5 shrink-0 cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-primary-ink outline-none hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                {toast.content.action.label}
              </Button>
            ) : null}
            <Button
              slot="close"
              aria-label={t`Đóng`}
              className="-mt-0.5 -mr-1 grid size-6 cursor-pointer place-items-center rounded-md text-muted outline-none hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </Toast>
        );
      }}
    </ToastRegion>
  );
}
