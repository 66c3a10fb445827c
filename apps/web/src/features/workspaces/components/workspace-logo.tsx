import { avatarColor, avatarInitials } from '@teamboard/shared';
import { useState } from 'react';
import { cn } from '../../../lib/class-names';

const SIZES = {
  sm: 'size-7 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
} as const;

interface WorkspaceLogoProps {
  name: string;
  logo: string | null;
  size?: keyof typeof SIZES;
}

/** The workspace's logo, or its initials on a colour derived from the name. */
export function WorkspaceLogo({ name, logo, size = 'md' }: WorkspaceLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn('shrink-0 rounded-lg', SIZES[size]);
  if (logo && logo !== failed) {
    return (
      <img
        src={logo}
        alt={`${name} logo`}
        className={cn(classes, 'object-cover')}
        onError={() => setFailed(logo)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: avatarColor(name) }}
      className={cn(classes, 'inline-flex items-center justify-center font-semibold text-white')}
    >
      {avatarInitials(name)}
    </span>
  );
}
