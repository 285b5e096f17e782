import { Trans } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { LeaveConfirm, type useLeaveGuard } from '../../ui/LeaveGuard.tsx';

/** A form's closing buttons: cancel (close, when read-only) and save, pending while it saves. */
export function FormActions({
  writable,
  formId,
  saving,
  onCancel,
}: {
  writable: boolean;
  formId: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" onPress={onCancel}>
        {writable ? <Trans>Hủy bỏ</Trans> : <Trans>Đóng</Trans>}
      </Button>
      {writable ? (
        <Button type="submit" form={formId} isPending={saving}>
          <Save aria-hidden="true" className="size-4" />
          <Trans>Lưu</Trans>
        </Button>
      ) : null}
    </>
  );
}

/** The question before leaving a form whose changes are not saved. */
export function UnsavedChanges({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  return (
    <LeaveConfirm guard={guard}>
      <Trans>Dữ liệu đã thay đổi nhưng chưa lưu. Bạn có muốn rời khỏi biểu mẫu?</Trans>
    </LeaveConfirm>
  );
}
