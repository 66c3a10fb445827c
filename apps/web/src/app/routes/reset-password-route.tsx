import { tokenParamsSchema } from '@teamboard/shared';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { TextLink } from '../../components/ui/text-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export function ResetPasswordRoute() {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams();

  if (!tokenParamsSchema.safeParse({ token }).success) {
    return (
      <>
        <AuthHeading title="Choose a new password" />
        <Alert tone="error">
          This reset link is invalid. <TextLink to="/forgot-password">Request a new link</TextLink>
        </Alert>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Choose a new password">
        Enter it twice to make sure there is no typo.
      </AuthHeading>
      <ResetPasswordForm token={token} />
    </>
  );
}
