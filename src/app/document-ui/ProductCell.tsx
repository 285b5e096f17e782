import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { findProducts } from './document-data.ts';
import type { LineProduct } from './lines.ts';

export const cellClass =
  'h-8 w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 text-sm text-body outline-none hover:border-line focus:border-primary-500 focus:bg-surface focus:ring-2 focus:ring-primary-500/20 aria-invalid:border-danger read-only:text-muted';

/**
 * The item cell of a line: type a code, a barcode (a scanner types it and presses Enter) or words of
 * a name, then Enter. One match fills the line and moves on; several open a short list (arrows and
 * Enter choose, Escape closes); none says so on the cell.
 */
export function ProductCell({
  id,
  label,
  value,
  product,
  error,
  onChange,
  onChosen,
  onEnterDone,
  isReadOnly,
}: {
  id: string;
  label: string;
  value: string;
  product: LineProduct | null;
  error: string | undefined;
  onChange: (typed: string) => void;
  onChosen: (product: LineProduct) => void;
  /** Enter on a cell that already holds its product: move on. */
  onEnterDone: () => void;
  isReadOnly: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<LineProduct[] | null>(null);
  const [active, setActive] = useState(0);
  const [notFound, setNotFound] = useState<string | null>(null);
  const choose = (chosen: LineProduct) => {
    setChoices(null);
    setNotFound(null);
    onChosen(chosen);
  };
  const resolve = async () => {
    const typed = value.trim();
    if (typed === '' || (product && product.ma_vt === typed)) return onEnterDone();
    setBusy(true);
    try {
      const match = await findProducts(queryClient, typed);
      if (match.kind === 'one') choose(match.product);
      else if (match.kind === 'many') {
        setChoices(match.products);
        setActive(0);
      } else setNotFound(t`Không tìm thấy sản phẩm “${typed}”`);
    } catch {
      setNotFound(t`Không tra được sản phẩm, hãy thử lại`);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (choices) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + choices.length) % choices.length);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setChoices(null);
        return;
      }
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.stopPropagation();
    const picked = choices?.[active];
    if (picked) choose(picked);
    else void resolve();
  };
  const listId = `${id}-choices`;
  const shownError = notFound ?? error;
  return (
    <div className="relative">
      <input
        data-cell={id}
        aria-label={label}
        className={`${cellClass} font-medium uppercase`}
        value={value}
        readOnly={isReadOnly}
        autoComplete="off"
        role="combobox"
        aria-expanded={choices !== null}
        aria-controls={choices ? listId : undefined}
        aria-activedescendant={choices ? `${listId}-${active}` : undefined}
        aria-invalid={shownError ? true : undefined}
        title={shownError}
        placeholder={t`Mã, mã vạch, tên`}
        onChange={(event) => {
          setNotFound(null);
          setChoices(null);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setChoices(null)}
      />
      {busy ? (
        <LoaderCircle aria-hidden="true" className="absolute top-2 right-2 size-4 animate-spin text-muted" />
      ) : null}
      {shownError ? (
        <p role="alert" className="px-2 pt-0.5 text-xs text-danger">
          {shownError}
        </p>
      ) : null}
      {choices ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t`Chọn sản phẩm`}
          className="absolute top-9 left-0 z-30 max-h-72 w-96 max-w-[80vw] overflow-y-auto rounded-md border border-line bg-surface py-1 shadow-card"
        >
          {choices.map((choice, i) => (
            <div
              key={choice.ma_vt}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`flex cursor-pointer gap-2 px-3 py-1.5 text-sm ${i === active ? 'bg-primary-50 text-primary-ink' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(choice);
              }}
            >
              <span className="w-20 shrink-0 font-medium">{choice.ma_vt}</span>
              <span className="min-w-0 truncate">{choice.ten_vt}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
