import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { z } from 'zod';
import { apiGet } from '../../data/api.ts';
import { session } from '../../state/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { notice } from '../../ui/notice.ts';

const clearedSchema = z.object({ cleared: z.array(z.string()) });

/**
 * GET system/clear-cache (administrators): the server forgets the tenant and branch lists it keeps
 * for up to 30 s, e.g. after branches were changed outside the app; the app reloads its own copy.
 */
export function ServerCacheCard() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => apiGet('system/clear-cache', clearedSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['session', session.tenant, 'branchs'] });
      notice.success(t`Đã làm mới bộ nhớ đệm của máy chủ.`);
    },
    onError: (error) => notice.error(error),
  });
  return (
    <Card
      title={<Trans>Bộ nhớ đệm máy chủ</Trans>}
      description={
        <Trans>
          Máy chủ giữ danh sách chi nhánh tối đa 30 giây. Làm mới ngay khi vừa đổi chi nhánh ngoài ứng dụng.
        </Trans>
      }
    >
      <Button variant="outline" onPress={() => mutation.mutate()} isPending={mutation.isPending}>
        <RefreshCw aria-hidden="true" className="size-4" />
        <Trans>Làm mới bộ nhớ đệm</Trans>
      </Button>
    </Card>
  );
}
