import { Trans } from '@lingui/react/macro';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';

/** What failed to load, with "Thử lại" asking again (a query's error and its refetch). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-2" onPress={onRetry}>
        <Trans>Thử lại</Trans>
      </Button>
    </Alert>
  );
}
