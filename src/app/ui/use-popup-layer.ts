import { useId, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import {
  escapeTarget,
  openPopup,
  type PopupKind,
  popups,
  popupZIndex,
  removePopup,
  updatePopup,
} from '../state/popups.ts';

export interface PopupLayerOptions {
  isOpen: boolean;
  kind: PopupKind;
  hasCloseButton: boolean;
  /** Closes the popup the way its owner does (onOpenChange(false), the trigger's state). */
  close: () => void;
}

/**
 * Puts an open popup on the stack (src/app/state/popups.ts) and answers where it sits: its
 * z-index and whether Escape may close it — passed on to React Aria as isKeyboardDismissDisabled,
 * so a popup that is not on top, or has no close button, ignores the key.
 */
export function usePopupLayer({ isOpen, kind, hasCloseButton, close }: PopupLayerOptions) {
  const id = useId();
  const closeRef = useRef(close);
  closeRef.current = close;
  const closeButtonRef = useRef(hasCloseButton);
  closeButtonRef.current = hasCloseButton;
  const { stack } = useSnapshot(popups);

  // A layout effect: the popup is on the stack before the browser paints it, so its z-index
  // never flickers below one opened earlier.
  useLayoutEffect(() => {
    if (!isOpen) return;
    openPopup({ id, kind, hasCloseButton: closeButtonRef.current }, () => closeRef.current());
    return () => removePopup(id);
  }, [id, isOpen, kind]);

  // Gaining or losing the close button (a dialog while it saves) keeps the popup's place.
  useLayoutEffect(() => {
    if (isOpen) updatePopup(id, { hasCloseButton });
  }, [id, isOpen, hasCloseButton]);

  return {
    zIndex: popupZIndex(stack, id),
    closesOnEscape: escapeTarget(stack)?.id === id,
  };
}
