import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useResendVerification } from '../api/resend-verification';

/** Sends the verification email again to an address already known. */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();

  const onClick = async () => {
    try {
      const { message } = await resend.mutateAsync({ email });
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to resend verification email'));
    }
  };

  return (
    <Button variant="secondary" fullWidth loading={resend.isPending} onClick={() => void onClick()}>
      Resend verification email
    </Button>
  );
}
