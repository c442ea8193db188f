/** The few line icons of the shop, drawn inline so they need no request and follow the text colour. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4.5 4.5',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  close: 'M6 6l12 12M18 6 6 18',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  filter: 'M4 6h16M7 12h10M10 18h4',
  compare: 'M8 4v16M16 4v16M4 8h8M12 16h8',
  chevron: 'm9 6 6 6-6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  play: 'M7 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  heart: 'M12 20s-7-4.4-9-9a4.5 4.5 0 0 1 8-4.3L12 8l1-1.3a4.5 4.5 0 0 1 8 4.3c-2 4.6-9 9-9 9z',
  book: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zm0 15A1.5 1.5 0 0 0 6.5 21H19v-3',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * Decorative: the control around it carries the accessible name. `filled` draws the shape solid (a pressed
 * toggle's state, such as a product on the wishlist).
 */
export function Icon({
  name,
  size = 24,
  filled = false,
}: {
  name: IconName;
  size?: number;
  filled?: boolean;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
