import { PanelModal, type PanelProps } from './PanelFrame.tsx';

const WIDTHS = { md: 'sm:max-w-md', lg: 'sm:max-w-2xl', xl: 'sm:max-w-[1400px]' } as const;

/**
 * A panel sliding over the right of the screen (the whole screen on a phone): title, a body that
 * scrolls, actions along the bottom. Escape and the close button call `onOpenChange(false)`, which
 * may still ask before closing (a form with changes).
 */
export function Drawer({
  size = 'lg',
  ...panel
}: PanelProps & {
  /** 'xl' holds a wide table (a document's lines). */
  size?: 'md' | 'lg' | 'xl';
}) {
  return (
    <PanelModal look="drawer" overlayClassName="justify-end" className={`h-dvh ${WIDTHS[size]}`} {...panel} />
  );
}
