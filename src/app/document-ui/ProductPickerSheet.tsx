import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { BottomSheet } from '../ui/BottomSheet.tsx';
import { Button } from '../ui/Button.tsx';
import { SearchField } from '../ui/SearchField.tsx';
import { CameraScanner } from './CameraScanner.tsx';
import { findProducts } from './document-data.ts';
import type { LineProduct } from './lines.ts';

/**
 * "Thêm dòng" on a phone: the product lookup over the whole screen. A code, a barcode (a scanner
 * types it and Enter, or "Quét mã" reads it with the camera) or words of a name; one match is
 * taken at once, several are listed to tap.
 */
export function ProductPickerSheet({
  isOpen,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  onClose: () => void;
  onPick: (product: LineProduct) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [found, setFound] = useState<LineProduct[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const close = () => {
    setText('');
    setFound(null);
    setScanning(false);
    onClose();
  };
  const pick = (product: LineProduct) => {
    onPick(product);
    close();
  };
  const search = async (wanted = text) => {
    setBusy(true);
    try {
      const match = await findProducts(queryClient, wanted);
      if (match.kind === 'one') pick(match.product);
      else setFound(match.kind === 'many' ? match.products : []);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BottomSheet
      full
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={<Trans>Thêm dòng</Trans>}
    >
      <div className="flex items-end gap-2">
        <SearchField
          label={t`Tìm hàng hóa`}
          placeholder={t`Mã, mã vạch hoặc tên`}
          clearLabel={t`Xóa nội dung tìm`}
          value={text}
          onChange={setText}
          onSubmit={() => void search()}
          autoFocus
          className="min-w-0 flex-1"
        />
        <Button isPending={busy} className="h-[44px]" onPress={() => void search()}>
          <Trans>Tìm</Trans>
        </Button>
        <Button
          variant={scanning ? 'tonal' : 'outline'}
          aria-pressed={scanning}
          className="h-[44px]"
          onPress={() => setScanning(!scanning)}
        >
          <Camera aria-hidden="true" className="size-4" />
          <Trans>Quét mã</Trans>
        </Button>
      </div>
      {scanning ? (
        <CameraScanner
          onCode={(code) => {
            setScanning(false);
            setText(code);
            void search(code);
          }}
        />
      ) : null}
      {found && found.length === 0 ? (
        <p className="mt-4 text-sm text-muted" role="status">
          {t`Không tìm thấy sản phẩm “${text}”`}
        </p>
      ) : null}
      {found && found.length > 0 ? (
        <ul aria-label={t`Kết quả tìm hàng hóa`} className="mt-4 grid gap-2">
          {found.map((product) => (
            <li key={product.ma_vt}>
              <AriaButton
                onPress={() => pick(product)}
                className="grid min-h-[44px] w-full cursor-pointer gap-0.5 rounded-card border border-line px-3 py-2 text-left outline-none focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <span className="font-medium text-heading">{product.ten_vt}</span>
                <span className="text-[13px] text-muted">{product.ma_vt}</span>
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
    </BottomSheet>
  );
}
