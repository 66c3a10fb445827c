import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import { controlClasses } from './control-styles';

interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={controlClasses(invalid, cn('w-full px-3', className))}
      {...props}
    />
  );
}
