import { onboardingInputSchema, TEAM_SIZES, type OnboardingInput } from '@teamboard/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/class-names';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCompleteOnboarding } from '../api/complete-onboarding';

interface OnboardingValues {
  teamSize: string;
}

const resolver = schemaResolver<OnboardingValues, OnboardingInput>(onboardingInputSchema, {
  check: (values) =>
    values.teamSize ? [] : [{ path: ['teamSize'], message: 'Choose your team size' }],
});

function teamSizeLabel(size: (typeof TEAM_SIZES)[number]): string {
  return size === '1' ? 'Just me' : `${size} people`;
}

/** The team size step; once saved the user is onboarded and the page moves on. */
export function OnboardingForm() {
  const onboarding = useCompleteOnboarding();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OnboardingValues, unknown, OnboardingInput>({
    resolver,
    defaultValues: { teamSize: '' },
  });

  const onSubmit = async (input: OnboardingInput) => {
    setFormError(null);
    try {
      await onboarding.mutateAsync(input);
    } catch (error) {
      setFormError(errorMessage(error, 'Onboarding failed'));
    }
  };

  const teamSizeError = errors.teamSize?.message;
  return (
    <form noValidate className="space-y-6" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <fieldset aria-describedby={teamSizeError ? 'team-size-error' : undefined}>
        <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          How many people work in your team?
        </legend>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {TEAM_SIZES.map((size) => (
            <label
              key={size}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border border-neutral-200 px-3 py-2.5 text-sm',
                'hover:border-indigo-400 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50',
                'dark:border-neutral-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950/40',
              )}
            >
              <input
                type="radio"
                value={size}
                className="accent-indigo-600"
                {...register('teamSize')}
              />
              {teamSizeLabel(size)}
            </label>
          ))}
        </div>
        {teamSizeError && (
          <p id="team-size-error" className="mt-2 text-sm text-red-600 dark:text-red-400">
            {teamSizeError}
          </p>
        )}
      </fieldset>
      <Button type="submit" fullWidth loading={onboarding.isPending}>
        Continue
      </Button>
    </form>
  );
}
