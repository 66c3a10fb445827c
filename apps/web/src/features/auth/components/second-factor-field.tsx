import {
  recoveryCodeSchema,
  totpCodeSchema,
  type SecondFactorInput,
} from '@teamboard/shared/two-factor';
import { useState } from 'react';
import { TextField } from '../../../components/ui/form-field';

export type SecondFactorKind = 'code' | 'recoveryCode';

interface SecondFactorFieldProps {
  kind: SecondFactorKind;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Absent: only a code from the app will do (new recovery codes need one). */
  onKindChange?: (kind: SecondFactorKind) => void;
}

const switchTo: Record<SecondFactorKind, [SecondFactorKind, string]> = {
  code: ['recoveryCode', 'Use a recovery code instead'],
  recoveryCode: ['code', 'Use your authenticator app instead'],
};

/** A code from the authenticator app, or one of the recovery codes, with a switch between them. */
export function SecondFactorField({
  kind,
  value,
  error,
  onChange,
  onKindChange,
}: SecondFactorFieldProps) {
  const [other, switchLabel] = switchTo[kind];
  return (
    <div className="space-y-2">
      {kind === 'code' ? (
        <TextField
          key="code"
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          hint="The 6-digit code your authenticator app shows."
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <TextField
          key="recoveryCode"
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          hint="One of the recovery codes you saved. Each works once."
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {onKindChange && (
        <button
          type="button"
          className="text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400"
          onClick={() => onKindChange(other)}
        >
          {switchLabel}
        </button>
      )}
    </div>
  );
}

/**
 * The state of a SecondFactorField: `read` checks the value as the server will and answers the
 * input to send, or null after showing why it is not well-formed.
 */
export function useSecondFactorField({ recoveryCodes = true } = {}) {
  const [kind, setKind] = useState<SecondFactorKind>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const read = (): SecondFactorInput | null => {
    const parsed = (kind === 'code' ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return null;
    }
    setError(undefined);
    return kind === 'code' ? { code: parsed.data } : { recoveryCode: parsed.data };
  };

  const fieldProps: SecondFactorFieldProps = {
    kind,
    value,
    error,
    onChange: setValue,
    ...(recoveryCodes && {
      onKindChange: (next: SecondFactorKind) => {
        setKind(next);
        setValue('');
        setError(undefined);
      },
    }),
  };
  return { fieldProps, read, setError, reset: () => setValue('') };
}
