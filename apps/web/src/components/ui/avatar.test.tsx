import { avatarColor } from '@teamboard/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows up to two initials on the colour derived from the name when there is no picture', () => {
    render(<Avatar name="grace brewster hopper" size="lg" />);

    const avatar = screen.getByRole('img', { name: 'grace brewster hopper' });
    expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'GB');
    expect(avatar).toHaveStyle({ width: '44px', height: '44px' });
    expect(avatar.style.backgroundColor).not.toBe('');
    expect(avatar).toHaveStyle({ backgroundColor: avatarColor('grace brewster hopper') });
    expect(avatar).toHaveClass('text-base');
  });

  it('shows the picture when there is one, and the initials if it fails to load', () => {
    render(<Avatar name="Ada Lovelace" src="https://example.com/ada.png" />);

    const picture = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(picture.tagName).toBe('IMG');
    expect(picture).toHaveAttribute('src', 'https://example.com/ada.png');

    fireEvent.error(picture);

    const fallback = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'AL');
  });
});
