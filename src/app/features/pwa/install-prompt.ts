import { proxy } from 'valtio';

/** Chromium's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Whether the browser offers to install the app now, and whether it runs installed. */
export const installState = proxy({ available: false, installed: false });

let deferred: BeforeInstallPromptEvent | null = null;

function runsInstalled(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Keeps the browser's install offer for the user menu's "Cài đặt ứng dụng". Must run before the
 * event fires (main.tsx calls it first thing); an installed app (standalone window) offers nothing.
 */
export function captureInstallPrompt(): void {
  installState.installed = runsInstalled();
  window.addEventListener('beforeinstallprompt', (event) => {
    // The menu entry replaces the browser's own mini bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    installState.available = true;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installState.available = false;
    installState.installed = true;
  });
}

/** Shows the browser's install dialog; the offer is spent either way (Chromium allows one use). */
export async function promptInstall(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  deferred = null;
  installState.available = false;
  await offer.prompt();
  const choice = await offer.userChoice;
  if (choice.outcome === 'accepted') installState.installed = true;
}
