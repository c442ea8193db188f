import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Icon } from '@/shared/ui/Icon';
import { ClubBooks } from './ClubBooks';
import { ClubForm, type ClubFormValues } from './ClubForm';
import { ClubMembersForm, type ClubMember, type ClubRole } from './ClubMembersForm';
import type { ClubManagement_ClubFragment } from './ClubManagement_club.generated';
import { EditDialog } from './EditDialog';
import { EditRowButton } from './RowButtons';
import { useSetReadingClubMembersMutation } from './SetReadingClubMembers.generated';
import { useUpdateReadingClubMutation } from './UpdateReadingClub.generated';
import { useEditDialog, type EditDialogState } from './useEditDialog';
import styles from './StaffForms.module.css';
import { answered } from './mutationPayload';

type Club = ClubManagement_ClubFragment;
type ClubEditing = { kind: 'club' | 'members'; club: Club };

export interface ClubManagementOptions {
  /**
   * Queries asked again once the members are saved: a club president who makes themself a member (or leaves)
   * no longer administers the club, which the session's user must say.
   */
  refetchAfterMembers?: string[];
  /**
   * Queries asked again once a book is added or taken off: the club page shows the books as the caller's own
   * reading books (readingBooks), which the club's answer does not carry.
   */
  refetchAfterBooks?: string[];
}

export interface ClubManagement {
  editor: EditDialogState<ClubEditing>;
  /** The club whose books are open (one at a time: a list of clubs stays short on a phone). */
  booksOf: string | null;
  toggleBooks(clubId: string): void;
}

/**
 * seed 001 §2 'club presidents manage' and the staff's clubs administration: editing one reading club (name,
 * description, avatar), its members and administrators, and its books. The state of its dialog and books panel;
 * `ClubActions`, `ClubBooksPanel` and `ClubManagementDialog` show it. The mutations answer the club (same id),
 * which replaces the cached one, so every list and page showing it changes at once.
 */
export function useClubManagement(): ClubManagement {
  const editor = useEditDialog<ClubEditing>();
  const [booksOf, setBooksOf] = useState<string | null>(null);
  return {
    editor,
    booksOf,
    toggleBooks: (clubId) => setBooksOf((open) => (open === clubId ? null : clubId)),
  };
}

export interface ClubActionsProps {
  club: Club;
  management: ClubManagement;
  /** What the caller may do (readingMe.allowedOperations): updateReadingClub, setReadingClubMembers. */
  may(operation: string): boolean;
}

/** A club's management buttons: edit, members, books (the books' panel is ClubBooksPanel). */
export function ClubActions({ club, management, may }: ClubActionsProps) {
  const { t } = useLingui();
  const name = club.name;
  const booksOpen = management.booksOf === club.id;
  return (
    <>
      {may('updateReadingClub') && (
        <EditRowButton name={name} onClick={() => management.editor.open({ kind: 'club', club })} />
      )}
      {may('setReadingClubMembers') && (
        <Button
          size="sm"
          onClick={() => management.editor.open({ kind: 'members', club })}
          aria-label={t`Leden van ${name}`}
        >
          <Trans>Leden</Trans>
        </Button>
      )}
      {may('updateReadingClub') && (
        <Button
          size="sm"
          aria-expanded={booksOpen}
          // Only while the books are there: a reference to nothing is an error for a screen reader.
          aria-controls={booksOpen ? booksPanelId(club.id) : undefined}
          aria-label={t`Boeken van ${name}`}
          onClick={() => management.toggleBooks(club.id)}
          className={styles.disclosure}
        >
          <Trans>Boeken</Trans>
          <Icon name="chevron" size={16} />
        </Button>
      )}
    </>
  );
}

const booksPanelId = (clubId: string) => `club-books-${clubId}`;

/** The club's books with their editor (add from every book, take off), while ClubActions has them open. */
export function ClubBooksPanel({
  club,
  management,
  options = {},
}: {
  club: Club;
  management: ClubManagement;
  options?: ClubManagementOptions;
}) {
  if (management.booksOf !== club.id) return null;
  return (
    <div id={booksPanelId(club.id)} className={styles.rowDetails}>
      <ClubBooks club={club} refetchQueries={options.refetchAfterBooks ?? []} />
    </div>
  );
}

export interface ClubManagementDialogProps {
  management: ClubManagement;
  /** The pupils the members form offers for a club: the school's for staff, the club's own for its president. */
  pupilsOf(club: Club): readonly ClubMember[];
  options?: ClubManagementOptions;
}

/** The dialog of ClubActions' edit and members buttons, with their mutations. */
export function ClubManagementDialog({ management, pupilsOf, options = {} }: ClubManagementDialogProps) {
  const [update] = useUpdateReadingClubMutation();
  const [setMembers] = useSetReadingClubMembersMutation({
    refetchQueries: options.refetchAfterMembers ?? [],
    awaitRefetchQueries: true,
  });
  const { editor } = management;

  const updateClub = async (id: string, values: ClubFormValues) => {
    const input = {
      id,
      name: values.name,
      description: values.description,
      // null keeps the current avatar: only a newly chosen image is sent.
      ...(values.avatar ? { avatar: values.avatar } : {}),
    };
    return answered((await update({ variables: { input } })).data?.updateReadingClub, 'updateReadingClub')
      .userErrors;
  };

  const saveMembers = async (id: string, members: { studentId: string; role: ClubRole }[]) =>
    answered(
      (await setMembers({ variables: { id, members } })).data?.setReadingClubMembers,
      'setReadingClubMembers',
    ).userErrors;

  return (
    <EditDialog
      dialog={editor}
      title={(editing) =>
        editing.kind === 'members' ? <Trans>Leden en beheerders</Trans> : <Trans>Leesclub wijzigen</Trans>
      }
    >
      {(editing) =>
        editing.kind === 'club' ? (
          <ClubForm
            initial={editing.club}
            submitLabel={<Trans>Opslaan</Trans>}
            onSubmit={(values) => editor.closeOnSuccess(updateClub(editing.club.id, values))}
            onCancel={editor.close}
          />
        ) : (
          <ClubMembersForm
            pupils={pupilsOf(editing.club)}
            initial={membersOf(editing.club)}
            onSubmit={(members) => editor.closeOnSuccess(saveMembers(editing.club.id, members))}
            onCancel={editor.close}
          />
        )
      }
    </EditDialog>
  );
}

/** The club's pupils by role: an administrator is one, whether or not the members list repeats them. */
function membersOf(club: Club): Map<string, ClubRole> {
  const roles = new Map<string, ClubRole>(club.students.map((pupil) => [pupil.id, 'MEMBER']));
  for (const pupil of club.administrators) roles.set(pupil.id, 'ADMIN');
  return roles;
}
