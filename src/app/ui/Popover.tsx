import { useContext } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { usePopupLayer } from './use-popup-layer.ts';

export type PopoverProps = Omit<AriaPopoverProps, 'style' | 'isKeyboardDismissDisabled'>;

/**
 * React Aria's Popover on the app's popup stack (src/app/state/popups.ts): layered above what
 * opened before it, closed by a navigation, Escape only while on top. Menus, select lists and
 * pickers close by nature (Escape, a click outside), so they count as having a close button.
 */
export function Popover(props: PopoverProps) {
  // Open state comes from the trigger around it (MenuTrigger, Select, DialogTrigger…) unless given.
  const trigger = useContext(OverlayTriggerStateContext);
  const { zIndex, closesOnEscape } = usePopupLayer({
    isOpen: props.isOpen ?? trigger?.isOpen ?? false,
    kind: 'popover',
    hasCloseButton: true,
    close: () => (props.onOpenChange ? props.onOpenChange(false) : trigger?.close()),
  });
  return <AriaPopover {...props} style={{ zIndex }} isKeyboardDismissDisabled={!closesOnEscape} />;
}
