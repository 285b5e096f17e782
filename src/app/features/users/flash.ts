import { proxy } from 'valtio';

/**
 * A confirmation carried from one page to the next ("Đã lưu" after the form sends the user back
 * to the view page). Kept in memory only: a reload should not repeat it.
 */
export const flash = proxy({ message: null as string | null });

export function showFlash(message: string): void {
  flash.message = message;
}

export function clearFlash(): void {
  flash.message = null;
}
