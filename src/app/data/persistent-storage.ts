let asked = false;

/**
 * Asks once per visit, when a user is signed in, that the browser keep this origin's storage (the
 * offline query cache, the outbox) instead of evicting it under storage pressure. Chromium grants
 * or refuses without a dialog (installed, bookmarked or often-used sites get it); a refusal only
 * means the data may be evicted, so the answer is not acted on.
 */
export function requestPersistentStorage(): void {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  void navigator.storage.persist().catch(() => false);
}
