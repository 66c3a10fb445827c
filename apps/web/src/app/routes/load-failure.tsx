import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { ErrorLayoutFrame } from '../layouts/error-layout';

/** A page whose data could not be loaded: the reason, and a way to try again. */
export function LoadFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <ErrorLayoutFrame>
      <div className="w-full max-w-md space-y-4">
        <Alert tone="error">{message}</Alert>
        <div className="flex gap-3">
          <Button onClick={retry}>Try again</Button>
          <ButtonLink to="/workspaces" variant="secondary">
            Your workspaces
          </ButtonLink>
        </div>
      </div>
    </ErrorLayoutFrame>
  );
}
