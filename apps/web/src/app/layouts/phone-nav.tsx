import { NavLink } from 'react-router';
import { Dropdown, MenuItem } from '../../components/ui/menu';

/** Below the small breakpoint the header's links fold into this menu (a phone's width). */
export function PhoneNav() {
  return (
    <div className="sm:hidden">
      <Dropdown
        label="Main"
        testId="phone-nav"
        trigger={
          <>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
              <path fill="currentColor" d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
            </svg>
            <span className="sr-only">Menu</span>
          </>
        }
        triggerClassName="inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800"
        panelClassName="w-48"
      >
        <MenuItem asChild>
          <NavLink to="/dashboard">Dashboard</NavLink>
        </MenuItem>
        <MenuItem asChild>
          <NavLink to="/workspaces">Workspaces</NavLink>
        </MenuItem>
      </Dropdown>
    </div>
  );
}
