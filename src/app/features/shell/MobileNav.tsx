import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import { PopupOverlay } from '../../ui/PopupOverlay.tsx';
import { Brand } from './Brand.tsx';
import { NavMenu } from './NavMenu.tsx';

/** Below the lg breakpoint the menu lives in a drawer opened from the top bar. */
export function MobileNav() {
  const { t } = useLingui();
  return (
    <DialogTrigger>
      <Button variant="ghost" size="icon" aria-label={t`Mở menu`} className="-ml-2 lg:hidden">
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <PopupOverlay
        kind="drawer"
        hasCloseButton
        isDismissable
        className="fixed inset-0 bg-[#2f2b3d]/50 data-entering:animate-fade-in"
      >
        <Modal className="sen-dark-nav fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-surface shadow-card outline-none data-entering:animate-slide-in">
          <Dialog className="flex h-full flex-col gap-4 px-4 py-5 outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="sr-only">
                  {t`Menu`}
                </Heading>
                <div className="flex items-center justify-between gap-2 px-2">
                  <Brand compact />
                  <Button variant="ghost" size="icon" aria-label={t`Đóng menu`} onPress={close}>
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                </div>
                <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2 pb-2">
                  <NavMenu onNavigate={close} />
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </PopupOverlay>
    </DialogTrigger>
  );
}
