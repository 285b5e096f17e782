import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { errorText, notice } from './notice.ts';
import { ACTION_TOAST_MS, TOAST_MS, toastQueue } from './toasts.ts';

i18n.loadAndActivate({ locale: 'vi', messages: {} });

function shown() {
  return toastQueue.visibleToasts.map((toast) => ({ ...toast.content, timeout: toast.timeout }));
}

describe('notification helpers (spec §8, §9)', () => {
  afterEach(() => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  });

  it('titles toasts Thông báo, Thành công, Thất bại and shows them 3000 ms', () => {
    notice.info('Có 2 việc đến hạn');
    notice.success('Đã lưu hồ sơ');
    notice.failure('Không lưu được');
    const toasts = shown();
    expect(toasts.map((toast) => [toast.tone, toast.title, toast.description])).toEqual(
      expect.arrayContaining([
        ['info', 'Thông báo', 'Có 2 việc đến hạn'],
        ['success', 'Thành công', 'Đã lưu hồ sơ'],
        ['danger', 'Thất bại', 'Không lưu được'],
      ]),
    );
    expect(toasts.every((toast) => toast.timeout === TOAST_MS)).toBe(true);
    expect(TOAST_MS).toBe(3000);
  });

  it('titles errors Có lỗi xảy ra unless told otherwise, with the error’s message', () => {
    notice.error(new Error('Mạng chập chờn'));
    notice.error('Hết phiên', 'Thất bại');
    expect(shown().map((toast) => [toast.title, toast.description])).toEqual(
      expect.arrayContaining([
        ['Có lỗi xảy ra', 'Mạng chập chờn'],
        ['Thất bại', 'Hết phiên'],
      ]),
    );
    expect(errorText({ toString: () => 'lạ' })).toBe('lạ');
  });

  it('keeps a toast with a button longer and runs its action', () => {
    const undo = vi.fn();
    notice.success('Đã xóa việc', { label: 'Hoàn tác', onAction: undo });
    const [toast] = shown();
    expect(toast?.timeout).toBe(ACTION_TOAST_MS);
    toast?.action?.onAction();
    expect(undo).toHaveBeenCalledOnce();
  });
});
