import { AVATAR_SIZES, avatarInitials, type AvatarSize } from '@teamboard/shared';
import { useState } from 'react';
import { cn } from '../../lib/class-names';
import { useAvatarColor } from './avatar-palette-context';

interface AvatarProps {
  name: string;
  src?: string | null | undefined;
  size?: AvatarSize;
  className?: string;
}

/**
 * The user's picture, or their initials when there is none, on the colour of the place's palette
 * (distinct on a board) or else the one the name picks.
 */
export function Avatar({ name, src, size = 'base', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const color = useAvatarColor(name);
  const { pixels, fontClass } = AVATAR_SIZES[size];
  const dimensions = { width: pixels, height: pixels };

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={name}
        style={dimensions}
        className={cn('shrink-0 rounded-full object-cover', className)}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      style={{ ...dimensions, backgroundColor: color }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none',
        fontClass,
        className,
      )}
    >
      {/* Drawn by CSS, not written in the page: the avatar is named by the person's name, and a
          control holding it (a pill, a card) reads as that name, never as stray initials. */}
      <span
        aria-hidden="true"
        data-initials={avatarInitials(name)}
        className="before:content-[attr(data-initials)]"
      />
    </span>
  );
}
