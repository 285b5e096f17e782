import { proxy } from 'valtio';
import { outbox } from '../../data/outbox.ts';

/**
 * Signing out with writes still in the outbox: they belong to the user and stay on this device
 * (IndexedDB `<tenant>.outbox.<user>`), sent when the same user signs in here again. The user is
 * told so and asked first ('Xác nhận'); OutboxSignOutConfirm draws the question.
 */
export const signOutQuestion = proxy({ open: false, count: 0 });
let answer: ((agreed: boolean) => void) | null = null;

/** True at once when nothing waits; otherwise the user's answer. */
export function confirmSignOut(): Promise<boolean> {
  const count = outbox.items.length;
  if (count === 0) return Promise.resolve(true);
  signOutQuestion.count = count;
  signOutQuestion.open = true;
  return new Promise((resolve) => {
    answer = resolve;
  });
}

export function answerSignOut(agreed: boolean): void {
  signOutQuestion.open = false;
  answer?.(agreed);
  answer = null;
}
