import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { apiPost } from '../../data/api.ts';
import { ApiRequestError } from '../../data/api-errors.ts';
import { entityRowSchema } from '../../entity-ui/entity-api.ts';
import { branchState } from '../../state/branch.ts';
import { useOnline } from '../../state/network.ts';
import { Button } from '../../ui/Button.tsx';
import type { Cart } from './cart.ts';
import { type Customer, customerSearchQuery, seenCustomers } from './cashier-data.ts';

/** A code for a customer made at the till: the phone is what the spa knows them by. */
const codeOf = (phone: string) => `KH${phone.replace(/\D/g, '').slice(-10)}`;

/**
 * The sale's customer: found by phone or name (3 characters or more), or created on the spot
 * from a name and a phone; none means a walk-in, who must pay in full.
 */
export function CustomerPicker({
  cart,
  onChange,
}: {
  cart: Cart;
  onChange: (change: (cart: Cart) => Cart) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const found = useQuery(customerSearchQuery(typed.trim()));
  const queryClient = useQueryClient();
  const online = useOnline();
  const pick = (c: Customer) => {
    onChange((cart) => ({ ...cart, ma_kh: c.ma_kh, ten_kh: c.ten_kh }));
    setTyped('');
  };
  const digits = typed.replace(/\D/g, '');
  const create = async () => {
    setProblem('');
    try {
      const body = {
        ma_kh: codeOf(digits),
        ten_kh: name.trim(),
        dien_thoai: digits,
        ma_dvcs: branchState.branch,
      };
      const row = await apiPost('crm/partners', body, entityRowSchema);
      pick({ ma_kh: String(row.ma_kh), ten_kh: String(row.ten_kh), dien_thoai: digits });
      setName('');
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError ? error.message : t`Không tạo được khách hàng khi mất mạng`,
      );
    }
  };
  if (cart.ma_kh)
    return (
      <div className="mb-2 flex items-center gap-2 rounded-md bg-primary-50 px-3 py-2 text-sm">
        <UserRound aria-hidden="true" className="size-4 text-primary-600" />
        <span className="font-medium text-heading" data-testid="cart-customer">
          {cart.ten_kh}
        </span>
        <span className="text-muted">{cart.ma_kh}</span>
        <AriaButton
          aria-label={t`Bỏ chọn khách`}
          onPress={() => onChange((c) => ({ ...c, ma_kh: '', ten_kh: '' }))}
          className="ml-auto rounded p-1 outline-none focus-visible:ring-3 focus-visible:ring-primary-500/30"
        >
          <X aria-hidden="true" className="size-4" />
        </AriaButton>
      </div>
    );
  const results = found.data ?? (online ? [] : seenCustomers(queryClient, typed));
  return (
    <div className="relative mb-2">
      <SearchField value={typed} onChange={setTyped} aria-label={t`Khách hàng: số điện thoại hoặc tên`}>
        <Input
          placeholder={t`Khách lẻ — tìm theo số điện thoại`}
          className="h-10 w-full rounded-md border border-line bg-surface px-3 text-sm outline-none focus:border-primary-500 focus:ring-3 focus:ring-primary-500/15"
        />
      </SearchField>
      {typed.trim().length >= 3 ? (
        <div className="absolute inset-x-0 top-11 z-10 rounded-md border border-line bg-surface p-1 shadow-card">
          {results.map((c) => (
            <AriaButton
              key={c.ma_kh}
              onPress={() => pick(c)}
              className="flex w-full justify-between gap-2 rounded px-2 py-2 text-left text-sm outline-none hover:bg-primary-50 focus-visible:bg-primary-50"
            >
              <span className="font-medium text-heading">{c.ten_kh}</span>
              <span className="text-muted">{c.dien_thoai}</span>
            </AriaButton>
          ))}
          {results.length === 0 && !found.isFetching && digits.length >= 10 ? (
            <div className="grid gap-2 p-2">
              <p className="text-sm text-muted">
                <Trans>Chưa có khách {digits}. Tạo mới:</Trans>
              </p>
              <input
                aria-label={t`Tên khách mới`}
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder={t`Tên khách`}
                className="h-9 rounded-md border border-line px-2 text-sm outline-none focus:border-primary-500"
              />
              {problem ? (
                <p role="alert" className="text-sm text-danger">
                  {problem}
                </p>
              ) : null}
              <Button size="sm" onPress={create} isDisabled={name.trim() === ''}>
                <UserPlus aria-hidden="true" className="size-4" />
                <Trans>Tạo khách hàng</Trans>
              </Button>
            </div>
          ) : null}
          {results.length === 0 && digits.length < 10 && !found.isFetching ? (
            <p className="p-2 text-sm text-muted">
              <Trans>Không tìm thấy khách hàng</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
