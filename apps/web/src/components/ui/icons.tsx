import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

/**
 * Small line icons drawn in the text's colour, decorative (the words beside them say what they
 * mean). SVG, not emoji: every browser draws them alike, with or without an emoji font.
 */
function Icon({ className, children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('inline size-3.5 shrink-0', className)}
      {...props}
    >
      {children}
    </svg>
  );
}

export function CommentIcon(props: ComponentProps<'svg'>) {
  return (
    <Icon {...props}>
      <path d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z" />
    </Icon>
  );
}

export function PaperclipIcon(props: ComponentProps<'svg'>) {
  return (
    <Icon {...props}>
      <path d="M10.5 4.5 5.8 9.2a1.4 1.4 0 0 0 2 2l5-5a2.8 2.8 0 0 0-4-4l-5 5a4.2 4.2 0 0 0 6 6l4.2-4.2" />
    </Icon>
  );
}

export function ChecklistIcon(props: ComponentProps<'svg'>) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="2.5" width="11" height="11" rx="2" />
      <path d="m5.5 8 2 2 3-4" />
    </Icon>
  );
}

export function FileIcon(props: ComponentProps<'svg'>) {
  return (
    <Icon {...props}>
      <path d="M4 1.5h5l3.5 3.5v9.5H4z" />
      <path d="M9 1.5V5h3.5" />
    </Icon>
  );
}
