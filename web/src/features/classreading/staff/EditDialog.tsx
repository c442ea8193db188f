import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog } from '@/shared/ui/Dialog';
import type { EditDialogState, EditTarget } from './useEditDialog';

export interface EditDialogProps<Editing extends EditTarget> {
  /** The dialog's state, from useEditDialog. */
  dialog: EditDialogState<Editing>;
  /** The dialog's title for what is edited ('Add a student', 'Edit student'). */
  title(editing: Editing): ReactNode;
  /** The form for what is edited; its save goes through `dialog.closeOnSuccess`, its cancel to `dialog.close`. */
  children(editing: Editing): ReactNode;
  /**
   * Where the focus goes after closing when the control that opened the dialog is gone (the row of a pupil
   * moved to another class): the list's heading, with tabIndex -1, rather than the top of the page.
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The add/edit dialog of the staff screens: the design system's Dialog (focus inside, back to its opener, Escape
 * and backdrop close), open while something is edited, its form rendered for that record.
 */
export function EditDialog<Editing extends EditTarget>({
  dialog,
  title,
  children,
  returnFocus,
}: EditDialogProps<Editing>) {
  const { editing } = dialog;
  const open = editing !== null;
  const wasOpen = useRef(false);

  useEffect(() => {
    // The Dialog's own clean-up (a child's effect, so it runs first) has given the focus back to its opener when
    // it is still on the page; when it is not, the focus is nowhere and goes to returnFocus.
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (!active || active === document.body) returnFocus?.current?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocus]);

  return (
    <Dialog open={open} onClose={dialog.close} title={open ? title(editing) : null}>
      {open && children(editing)}
    </Dialog>
  );
}
