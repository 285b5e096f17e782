/**
 * The open state of a popup that is on screen for as long as its owner renders it: Escape, the
 * close button or a click outside call `onClose`, and the owner stops rendering it.
 */
export function openWhileMounted(onClose: () => void) {
  return { isOpen: true, onOpenChange: (open: boolean) => !open && onClose() } as const;
}
