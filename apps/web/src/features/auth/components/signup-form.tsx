import { ERROR_CODES, registerInputSchema, type RegisterInput } from '@teamboard/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createSearchParams, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formFailure } from '../../../lib/form-errors';
import { schemaResolver } from '../../../lib/form-resolver';
import { useRegister } from '../api/register';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  username: string;
}

const FIELDS = ['name', 'email', 'password', 'username'] as const;

const resolver = schemaResolver<SignupValues, RegisterInput>(registerInputSchema, {
  toInput: (values) => ({ ...values, username: values.username.trim() || undefined }),
});

/** `defaultEmail`: prefilled from an invitation link (`/signup?email=…`). */
export function SignupForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const registerMutation = useRegister();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupValues, unknown, RegisterInput>({
    resolver,
    defaultValues: { name: '', email: defaultEmail, password: '', username: '' },
  });

  const onSubmit = async (input: RegisterInput) => {
    setFormError(null);
    try {
      await registerMutation.mutateAsync(input);
    } catch (error) {
      setFormError(
        formFailure(error, setError, FIELDS, 'Registration failed', (apiError) =>
          apiError.code === ERROR_CODES.usernameTaken ? 'username' : 'email',
        ),
      );
      return;
    }
    const search = createSearchParams({ email: input.email }).toString();
    await navigate({ pathname: '/signup/success', search: `?${search}` });
  };

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Username (optional)"
        autoComplete="username"
        hint="3-30 lowercase letters, digits, - or _. Leave empty and we pick one for you."
        error={errors.username?.message}
        {...register('username')}
      />
      <Button type="submit" fullWidth loading={registerMutation.isPending}>
        Create account
      </Button>
    </form>
  );
}
