// The module the kit loads on the first menu or popover a page opens (radix-loader.ts): Radix,
// with the positioning and focus code under it, is a third of the board's JavaScript, and no
// page needs it before someone reaches for a menu.
export { RadixDropdown, RadixMenuDivider, RadixMenuHeading, RadixMenuItem } from './menu-radix';
export { RadixPopover } from './popover-radix';
