import { useApolloClient } from '@apollo/client';
import { Plural, Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { RemoveRowButton } from './RowButtons';
import { ClubForm } from './ClubForm';
import { ClubActions, ClubBooksPanel, ClubManagementDialog, useClubManagement } from './ClubManagement';
import { ClubsAdminDocument, useClubsAdminQuery, type ClubsAdmin_ClubFragment } from './ClubsAdmin.generated';
import { useCreateReadingClubMutation } from './CreateReadingClub.generated';
import { useDeleteReadingClubMutation } from './DeleteReadingClub.generated';
import type { ClubFormValues } from './ClubForm';
import { EditDialog } from './EditDialog';
import { answered } from './mutationPayload';
import { DeleteConfirmDialog, StaffListHeader, StaffListPending, StaffRow, StaffRows } from './StaffList';
import { useDeletion } from './useDeletion';
import { useEditDialog } from './useEditDialog';
import styles from './StaffForms.module.css';

/**
 * seed 001 §2 reading clubs (klaslezen/leesclubs), for teachers and directors: the school's clubs; a teacher
 * creates a club (seed 001 §4: only teachers create a reading club) with a name, a description and an
 * avatar, chooses its members and administrators, edits and deletes the clubs they created (a director any).
 */
export function ClubsAdmin() {
  const client = useApolloClient();
  const { data, loading, error } = useClubsAdminQuery();
  const [create] = useCreateReadingClubMutation();
  const [remove] = useDeleteReadingClubMutation();
  const creator = useEditDialog<'new'>();
  const management = useClubManagement();
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
    return loading || error ? (
      <StaffListPending heading={heading} loading={loading} rows={2} rowHeight="4.5rem" />
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

  return (
    <div className={styles.form} data-testid="clubs-admin">
      <StaffListHeader
        heading={heading}
        addLabel={<Trans>Leesclub aanmaken</Trans>}
        onAdd={may('createReadingClub') ? () => creator.open('new') : undefined}
      />
      <StaffRows rows={data.readingClubs} empty={<Trans>Er zijn nog geen leesclubs.</Trans>}>
        {(club) => {
          const memberCount = club.students.length;
          const administrators = club.administrators.map((pupil) => pupil.name).join(', ');
          return (
            <StaffRow
              data-testid="club"
              name={club.name}
              avatar={club.avatar && <img className={styles.avatar} src={club.avatar} alt="" />}
              details={
                <>
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
                </>
              }
              actions={
                manages(club) ? (
                  <>
                    <ClubActions club={club} management={management} may={may} />
                    {may('deleteReadingClub') && (
                      <RemoveRowButton name={club.name} onClick={() => deletion.ask(club)} />
                    )}
                  </>
                ) : undefined
              }
            >
              {manages(club) && <ClubBooksPanel club={club} management={management} />}
            </StaffRow>
          );
        }}
      </StaffRows>
      <EditDialog dialog={creator} title={() => <Trans>Leesclub aanmaken</Trans>}>
        {() => (
          <ClubForm
            submitLabel={<Trans>Aanmaken</Trans>}
            onSubmit={(values) => creator.closeOnSuccess(createClub(values))}
            onCancel={creator.close}
          />
        )}
      </EditDialog>
      <ClubManagementDialog management={management} pupilsOf={() => pupils} />
      <DeleteConfirmDialog
        deletion={deletion}
        title={<Trans>Leesclub verwijderen?</Trans>}
        askedName={deletion.asking?.name ?? ''}
      />
    </div>
  );
}
