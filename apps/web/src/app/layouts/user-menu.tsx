import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useLogout } from '../../features/auth/api/logout';
import { useSessionStore } from '../../lib/session-store';

const ITEM_CLASSES =
  'block w-full px-4 py-2 text-left text-sm text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800';

export function UserMenu() {
  const user = useSessionStore((state) => state.user);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) return null;
  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <Avatar name={user.name} src={user.avatar} size="sm" />
        <span className="hidden sm:inline">{user.name}</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          className="absolute right-0 z-20 mt-2 w-56 overflow-hidden rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="border-b border-neutral-200 px-4 py-2 dark:border-neutral-800">
            <p className="truncate text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{user.email}</p>
          </div>
          <Link role="menuitem" to="/account/profile" className={ITEM_CLASSES} onClick={close}>
            Profile
          </Link>
          <Link role="menuitem" to="/account/security" className={ITEM_CLASSES} onClick={close}>
            Security
          </Link>
          <button
            type="button"
            role="menuitem"
            data-testid="logout-button"
            className={ITEM_CLASSES}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
