import { useContext } from 'react';
import { ModalOverlay, type ModalOverlayProps, OverlayTriggerStateContext } from 'react-aria-components';
import type { PopupKind } from '../state/popups.ts';
import { usePopupLayer } from './use-popup-layer.ts';

type PopupOverlayProps = Omit<ModalOverlayProps, 'style' | 'isKeyboardDismissDisabled'> & {
  kind: Exclude<PopupKind, 'popover'>;
  /** Whether the popup shows a close button: spec §4 lets Escape close only such a popup. */
  hasCloseButton: boolean;
};

/**
 * React Aria's ModalOverlay (dialogs, drawers) on the app's popup stack
 * (src/app/state/popups.ts): its z-index from 53000 up and Escape only while it is the top
 * popup with a close button.
 */
export function PopupOverlay({ kind, hasCloseButton, ...props }: PopupOverlayProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const { zIndex, closesOnEscape } = usePopupLayer({
    isOpen: props.isOpen ?? trigger?.isOpen ?? false,
    kind,
    hasCloseButton,
    close: () => (props.onOpenChange ? props.onOpenChange(false) : trigger?.close()),
  });
  return <ModalOverlay {...props} style={{ zIndex }} isKeyboardDismissDisabled={!closesOnEscape} />;
}
