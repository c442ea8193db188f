import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import styles from './Dialog.module.css';

export type DialogPlacement = 'center' | 'start' | 'end' | 'fullscreen';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, a click on the backdrop and the close button; the owner sets `open` to false. */
  onClose(): void;
  title: ReactNode;
  /** Keeps the title for screen readers only (the dialog is still named by it). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (a drawer's "show results" button). */
  footer?: ReactNode;
  /** center: a dialog; start/end: a drawer from that side; fullscreen: on phones the whole screen. */
  placement?: DialogPlacement;
  /** The close button's name, when "Sluiten" alone would be ambiguous (e.g. "Zoeken sluiten"). */
  closeLabel?: string;
  'data-testid'?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How many dialogs hold the page's scroll lock (a drawer may open a dialog). */
let scrollLocks = 0;

function lockScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.setAttribute('data-scroll-locked', '');
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.removeAttribute('data-scroll-locked');
  };
}

/**
 * A modal dialog on the native <dialog> with showModal(): the browser puts it in the top layer, makes the
 * page behind it inert and closes it on Escape. This adds what the element lacks: focus goes back to the
 * control that opened it, a click on the backdrop closes it, the page does not scroll behind it, and Tab
 * wraps inside it where a browser would leave it for its own toolbar. Its content is only rendered while
 * open, so the server renders an empty, closed <dialog> and hydration matches.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  placement = 'center',
  closeLabel,
  'data-testid': testId,
}: DialogProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose without re-running the effect that opens the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // An element marked data-autofocus (the search box) gets the focus rather than the first button.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const close = () => onCloseRef.current();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-placement={placement}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the owner decides, so React's state and the element never disagree.
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // The dialog box is padded by its panel: a click on the element itself is a click on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        } else if (event.key === 'Tab') {
          trapTab(event.currentTarget, event);
        }
      }}
    >
      {open && (
        <div className={styles.panel}>
          <div className={hideTitle ? `${styles.header} ${styles.bare}` : styles.header}>
            <h2 id={titleId} className={hideTitle ? styles.hiddenTitle : styles.title}>
              {title}
            </h2>
            <Button
              variant="ghost"
              iconOnly
              className={styles.close}
              onClick={close}
              aria-label={closeLabel ?? t`Sluiten`}
            >
              <Icon name="close" />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

/** Keeps Tab and Shift+Tab inside the dialog: from the last control to the first and back. */
function trapTab(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export type DrawerProps = Omit<DialogProps, 'placement'> & {
  /** The side it slides in from: start (left in a left-to-right language) or end. */
  side?: 'start' | 'end';
};

/** A dialog sliding in from a side: the phone's menu, the mini cart, the category filters. */
export function Drawer({ side = 'end', ...props }: DrawerProps) {
  return <Dialog {...props} placement={side} />;
}
