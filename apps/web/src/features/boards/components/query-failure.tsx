import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** Data that could not be loaded, inside a page: the reason and a retry. */
export function QueryFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert tone="error" className="flex items-center justify-between gap-3">
      {message}
      <Button variant="secondary" size="sm" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}
