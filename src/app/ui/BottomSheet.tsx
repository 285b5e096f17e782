import { PanelModal, type PanelProps } from './PanelFrame.tsx';

/**
 * A panel rising from the bottom of a phone's screen, within reach of the thumb: title, a body
 * that scrolls, actions along the bottom. `full` takes the whole screen (a lookup with its search).
 */
export function BottomSheet({ full = false, ...panel }: PanelProps & { full?: boolean }) {
  return (
    <PanelModal
      look="sheet"
      overlayClassName="flex-col justify-end"
      className={full ? 'h-dvh' : 'max-h-[85dvh] rounded-t-2xl'}
      {...panel}
    />
  );
}
