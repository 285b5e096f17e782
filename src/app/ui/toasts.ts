import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'danger' | 'info';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastMessage {
  tone: ToastTone;
  title: string;
  description?: string | undefined;
  /** One button beside the text ("Hoàn tác"); pressing it runs the action and closes the toast. */
  action?: ToastAction | undefined;
}

/** Spec §9: a notification stays 3000 ms. */
export const TOAST_MS = 3000;
/**
 * A notification with a button stays longer: 3 s is too short to read it and reach the button
 * (WCAG 2.2.1); it also waits while hovered or focused, as every toast does.
 */
export const ACTION_TOAST_MS = 6000;

/** The app's one queue of passing notifications; `notify` adds to it from anywhere. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 4 });

export function notify(tone: ToastTone, title: string, description?: string, action?: ToastAction): string {
  return toastQueue.add(
    { tone, title, description, action },
    { timeout: action ? ACTION_TOAST_MS : TOAST_MS },
  );
}
