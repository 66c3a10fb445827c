import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/class-names';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400 dark:hover:text-indigo-300',
        className,
      )}
      {...props}
    />
  );
}
