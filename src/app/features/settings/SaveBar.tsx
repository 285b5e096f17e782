import { Plural, Trans } from '@lingui/react/macro';
import { Save, Undo2 } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import type { SettingsForm } from './use-settings-form.ts';

/**
 * Stays at the bottom of the screen while the user scrolls through the sections: how many
 * settings changed, 'Hoàn tác' to drop them, 'Lưu' to save them all at once.
 */
export function SaveBar({ form }: { form: SettingsForm }) {
  const { count } = form;
  return (
    <div
      data-sticky-save-bar
      className="sticky bottom-0 z-10 -mx-1 rounded-card bg-surface/95 px-4 py-3 shadow-card ring-1 ring-line/60 backdrop-blur sm:px-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {count === 0 ? (
            <Trans>Chưa có thay đổi</Trans>
          ) : (
            <span className="font-medium text-heading">
              <Plural value={count} one="# cài đặt đã thay đổi" other="# cài đặt đã thay đổi" />
            </span>
          )}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onPress={form.discard} isDisabled={count === 0 || form.saving}>
            <Undo2 aria-hidden="true" className="size-4" />
            <Trans>Hoàn tác</Trans>
          </Button>
          <Button type="submit" isDisabled={count === 0} isPending={form.saving}>
            <Save aria-hidden="true" className="size-4" />
            <Trans>Lưu</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
