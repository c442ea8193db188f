import { useApolloClient } from '@apollo/client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { EditRowButton, RemoveRowButton } from './RowButtons';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { ClubBooks } from './ClubBooks';
import { ClubForm } from './ClubForm';
import { ClubMembersForm, type ClubRole } from './ClubMembersForm';
import { ClubsAdminDocument, useClubsAdminQuery, type ClubsAdmin_ClubFragment } from './ClubsAdmin.generated';
import { useCreateReadingClubMutation } from './CreateReadingClub.generated';
import { useDeleteReadingClubMutation } from './DeleteReadingClub.generated';
import type { ClubFormValues } from './ClubForm';
import { useSetReadingClubMembersMutation } from './SetReadingClubMembers.generated';
import { useUpdateReadingClubMutation } from './UpdateReadingClub.generated';
import { EditDialog } from './EditDialog';
import { useDeletion } from './useDeletion';
import { useEditDialog } from './useEditDialog';
import { Icon } from '@/shared/ui/Icon';
import styles from './StaffForms.module.css';

type Editing = { kind: 'new' } | { kind: 'club' | 'members'; club: ClubsAdmin_ClubFragment };

function answered<T>(payload: T | null | undefined, operation: string): T {
  if (!payload) throw new Error(`${operation} answered no payload`);
  return payload;
}

/**
 * seed 001 §2 reading clubs (klaslezen/leesclubs), for teachers and directors: the school's clubs; a teacher
 * creates a club (seed 001 §4: only teachers create a reading club) with a name, a description and an
 * avatar, chooses its members and administrators, edits and deletes the clubs they created (a director any).
 */
export function ClubsAdmin() {
  const { t } = useLingui();
  const client = useApolloClient();
  const { data, loading, error } = useClubsAdminQuery();
  const [create] = useCreateReadingClubMutation();
  const [update] = useUpdateReadingClubMutation();
  const [setMembers] = useSetReadingClubMembersMutation();
  const [remove] = useDeleteReadingClubMutation();
  const editor = useEditDialog<Editing>();
  // The club whose books are shown under its row (one at a time: the list stays short on a phone).
  const [booksOf, setBooksOf] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deletion = useDeletion(async (club: ClubsAdmin_ClubFragment) => {
    const payload = answered(
      (await remove({ variables: { id: club.id } })).data?.deleteReadingClub,
      'deleteReadingClub',
    );
    if (payload.deletedId) {
      client.cache.updateQuery({ query: ClubsAdminDocument }, (before) =>
        before
          ? {
              ...before,
              readingClubs: before.readingClubs.filter(
                (item: ClubsAdmin_ClubFragment) => item.id !== club.id,
              ),
            }
          : before,
      );
    }
    return payload.userErrors;
  }, headingRef);

  const heading = (
    <h1 ref={headingRef} tabIndex={-1}>
      <Trans>Leesclubs</Trans>
    </h1>
  );
  if (!data) {
    if (loading)
      return (
        <>
          {heading}
          <LoadingRegion>
            {[1, 2].map((row) => (
              <Skeleton key={row} width="100%" height="4.5rem" shape="block" />
            ))}
          </LoadingRegion>
        </>
      );
    return error ? (
      <>
        {heading}
        <LoadError />
      </>
    ) : null;
  }

  const me = data.readingMe;
  const may = (operation: string) => me?.allowedOperations.includes(operation) ?? false;
  // API.md: a teacher changes and deletes the clubs they created, a director every club.
  const manages = (club: ClubsAdmin_ClubFragment) => me?.role === 'Director' || club.createdBy === me?.id;
  const classNames = new Map(data.readingClasses.map((item) => [item.id, item.name]));
  const pupils = data.students.map((pupil) => ({ ...pupil, className: classNames.get(pupil.classId) ?? '' }));

  const createClub = async (values: ClubFormValues) => {
    const payload = answered(
      (
        await create({
          variables: {
            input: {
              name: values.name,
              description: values.description,
              ...(values.avatar ? { avatar: values.avatar } : {}),
            },
          },
        })
      ).data?.createReadingClub,
      'createReadingClub',
    );
    const club = payload.club;
    if (club) {
      client.cache.updateQuery({ query: ClubsAdminDocument }, (before) =>
        before ? { ...before, readingClubs: [...before.readingClubs, club] } : before,
      );
    }
    return payload.userErrors;
  };

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

  const askedName = deletion.asking?.name ?? '';
  return (
    <div className={styles.form} data-testid="clubs-admin">
      <div className={styles.header}>
        {heading}
        {may('createReadingClub') && (
          <Button variant="primary" onClick={() => editor.open({ kind: 'new' })}>
            <Trans>Leesclub aanmaken</Trans>
          </Button>
        )}
      </div>
      {data.readingClubs.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>Er zijn nog geen leesclubs.</Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {data.readingClubs.map((club) => {
            const name = club.name;
            const memberCount = club.students.length;
            const administrators = club.administrators.map((pupil) => pupil.name).join(', ');
            return (
              <li key={club.id} className={styles.row} data-testid="club">
                <span className={styles.clubName}>
                  {club.avatar && <img className={styles.avatar} src={club.avatar} alt="" />}
                  <span className={styles.rowText}>
                    <strong>{name}</strong>
                    {club.description && <span>{club.description}</span>}
                    <span className={styles.muted}>
                      <Plural value={memberCount} one="# lid" other="# leden" />
                      {administrators && (
                        <>
                          {' · '}
                          <Trans>Beheerders: {administrators}</Trans>
                        </>
                      )}
                    </span>
                  </span>
                </span>
                {manages(club) && (
                  <span className={styles.actions}>
                    <EditRowButton name={name} onClick={() => editor.open({ kind: 'club', club })} />
                    <Button
                      size="sm"
                      onClick={() => editor.open({ kind: 'members', club })}
                      aria-label={t`Leden van ${name}`}
                    >
                      <Trans>Leden</Trans>
                    </Button>
                    {may('updateReadingClub') && (
                      <Button
                        size="sm"
                        aria-expanded={booksOf === club.id}
                        // Only while the books are there: a reference to nothing is an error for a screen reader.
                        aria-controls={booksOf === club.id ? `club-books-${club.id}` : undefined}
                        aria-label={t`Boeken van ${name}`}
                        onClick={() => setBooksOf(booksOf === club.id ? null : club.id)}
                        className={styles.disclosure}
                      >
                        <Trans>Boeken</Trans>
                        <Icon name="chevron" size={16} />
                      </Button>
                    )}
                    {may('deleteReadingClub') && (
                      <RemoveRowButton name={name} onClick={() => deletion.ask(club)} />
                    )}
                  </span>
                )}
                {manages(club) && booksOf === club.id && (
                  <div id={`club-books-${club.id}`} className={styles.rowDetails}>
                    <ClubBooks club={club} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <EditDialog
        dialog={editor}
        title={(editing) =>
          editing.kind === 'new' ? (
            <Trans>Leesclub aanmaken</Trans>
          ) : editing.kind === 'members' ? (
            <Trans>Leden en beheerders</Trans>
          ) : (
            <Trans>Leesclub wijzigen</Trans>
          )
        }
      >
        {(editing) =>
          editing.kind === 'new' ? (
            <ClubForm
              submitLabel={<Trans>Aanmaken</Trans>}
              onSubmit={(values) => editor.closeOnSuccess(createClub(values))}
              onCancel={editor.close}
            />
          ) : editing.kind === 'club' ? (
            <ClubForm
              initial={editing.club}
              submitLabel={<Trans>Opslaan</Trans>}
              onSubmit={(values) => editor.closeOnSuccess(updateClub(editing.club.id, values))}
              onCancel={editor.close}
            />
          ) : (
            <ClubMembersForm
              pupils={pupils}
              initial={membersOf(editing.club)}
              onSubmit={(members) => editor.closeOnSuccess(saveMembers(editing.club.id, members))}
              onCancel={editor.close}
            />
          )
        }
      </EditDialog>
      <ConfirmDialog
        open={deletion.asking !== null}
        title={<Trans>Leesclub verwijderen?</Trans>}
        confirmLabel={<Trans>Verwijderen</Trans>}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        <p>
          <Trans>{askedName} wordt verwijderd. Dit kan niet ongedaan gemaakt worden.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** The club's pupils by role: an administrator is one, whether or not the members list repeats them. */
function membersOf(club: ClubsAdmin_ClubFragment): Map<string, ClubRole> {
  const roles = new Map<string, ClubRole>(club.students.map((pupil) => [pupil.id, 'MEMBER']));
  for (const pupil of club.administrators) roles.set(pupil.id, 'ADMIN');
  return roles;
}
