import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import { controlClasses } from './control-styles';

interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid = false, className, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={controlClasses(invalid, cn('w-full px-3', className))}
      {...props}
    />
  );
}
