import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorFromResponse, readJson } from '../data/api-errors.ts';
import { requestHeaders } from '../data/request-headers.ts';
import { currentAccessToken } from '../data/token-refresh.ts';
import { Button } from '../ui/Button.tsx';
import { ModalDialog } from '../ui/Dialog.tsx';
import { openWhileMounted } from '../ui/open-while-mounted.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import { Select } from '../ui/Select.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

export type PrintTemplate = 'a4' | 'k80';

/** The printable HTML of a document, asked with the session's token (an iframe could not send it). */
async function printHtml(
  path: string,
  id: string,
  template: PrintTemplate,
  signal: AbortSignal,
): Promise<string> {
  const token = await currentAccessToken();
  const response = await fetch(`/api/${path}/${encodeURIComponent(id)}/print?template=${template}`, {
    headers: requestHeaders(token, false),
    signal,
  });
  if (!response.ok) throw errorFromResponse(response, await readJson(response, signal));
  return response.text();
}

/**
 * The print preview of a document (design/documents.md §6): the server's A4 voucher or 80 mm
 * receipt shown as it will print, and the browser's print dialog for it.
 */
export function PrintPreview({ path, id, onClose }: { path: string; id: string; onClose: () => void }) {
  const { t } = useLingui();
  const [template, setTemplate] = useState<PrintTemplate>('a4');
  const frame = useRef<HTMLIFrameElement>(null);
  const query = useQuery({
    queryKey: ['print', path, id, template],
    queryFn: ({ signal }) => printHtml(path, id, template, signal),
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <ModalDialog
      wide
      {...openWhileMounted(onClose)}
      title={t`Xem trước bản in`}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            <Trans>Đóng</Trans>
          </Button>
          <Button isDisabled={!query.data} onPress={() => frame.current?.contentWindow?.print()}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>In</Trans>
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        <Select
          label={t`Mẫu in`}
          options={[
            { id: 'a4', label: t`Phiếu A4` },
            { id: 'k80', label: t`Hóa đơn khổ 80 mm` },
          ]}
          value={template}
          onChange={(key) => setTemplate(key === 'k80' ? 'k80' : 'a4')}
          className="w-56"
        />
        {query.isError ? (
          <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <iframe
            ref={frame}
            title={t`Bản in`}
            srcDoc={query.data}
            sandbox="allow-modals allow-same-origin"
            className={`h-[65vh] rounded-md border border-line bg-white ${template === 'k80' ? 'mx-auto w-[320px]' : 'w-full'}`}
          />
        ) : (
          <Skeleton className="h-[65vh] w-full" />
        )}
      </div>
    </ModalDialog>
  );
}
