import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './DisclosureMenu.module.css';

export interface DisclosureTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick(): void;
}

export interface DisclosureMenuProps {
  /** The button that opens the menu (a HeaderAction): it gets these props. */
  trigger(props: DisclosureTriggerProps): ReactNode;
  /** The menu's name for screen readers (the list is a navigation region). */
  label: string;
  /** The entries: links and buttons, one per list item. */
  items: ReactNode[];
  'data-testid'?: string;
}

/**
 * A button that shows a short list of links and actions under it (the customer's account menu): the
 * disclosure pattern, so links stay links and Tab moves through them as anywhere else. It closes on Escape
 * (the focus goes back to the button), on a click outside it, and when one of its entries is used.
 */
export function DisclosureMenu({ trigger, label, items, 'data-testid': testId }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.menu}
      data-testid={testId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus();
        }
      }}
      onClick={(event) => {
        // An entry was used: the menu has done its job.
        const entry = (event.target as Element).closest('a, button');
        if (open && entry && panel.current?.contains(entry)) setOpen(false);
      }}
    >
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((was) => !was) })}
      <nav ref={panel} id={id} className={styles.panel} aria-label={label} hidden={!open}>
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li key={index} className={styles.item}>
              {item}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
