import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import { controlClasses } from './control-styles';

interface SelectProps extends ComponentProps<'select'> {
  invalid?: boolean;
}

/** A native select styled like `Input`. */
export function Select({ invalid = false, className, ...props }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={controlClasses(invalid, cn('pr-8 pl-3', className))}
      {...props}
    />
  );
}
