import type { ReadingClub, ReadingUserResult } from '@shop/contracts';
import { readingClubErrors } from '@shop/validation/readingForms';
import type { Context } from '../context';
import { formUserErrors } from '../domain/userError';
import { mayManageClub, type ReadingOperation } from '../domain/roles';
import { forbidden, notFound } from '../errors';
import type {
  MutationCreateReadingClubArgs,
  MutationDeleteReadingClubArgs,
  MutationJoinReadingClubArgs,
  MutationLeaveReadingClubArgs,
  MutationSetReadingClubMembersArgs,
  MutationUpdateReadingClubArgs,
} from '../generated/graphql';
import { authorize, numericId, notDeleted, payloadOf, refusedErrors, type Payload } from './access';

type ClubPayload = Payload<'ReadingClubPayload'>;
const refused = (userErrors: ClubPayload['userErrors']): ClubPayload => ({ club: null, userErrors });

function clubId(id: string): number {
  const numeric = numericId(id);
  if (numeric === null) throw notFound('Reading club not found');
  return numeric;
}

/**
 * The club, when the caller may change it (domain/roles.ts mayManageClub): the role first, then the club
 * itself (its creator; the pupil's clubs_manage). Another school's club is NOT_FOUND, as the programme says.
 */
async function managedClub(
  context: Context,
  operation: ReadingOperation,
  id: string,
  action: 'update' | 'delete',
): Promise<{ me: ReadingUserResult; club: ReadingClub }> {
  const me = await authorize(context, operation);
  const club = await context.loaders.clubById.load(clubId(id));
  if (!mayManageClub({ role: me.role, id: me.id, clubsManaged: me.clubs_manage ?? [] }, club, action))
    throw forbidden(operation);
  return { me, club };
}

function forgetClubs(context: Context, id?: number) {
  context.loaders.clubs.forget();
  if (id === undefined) context.loaders.clubById.clearAll();
  else context.loaders.clubById.clear(id);
}

export async function createReadingClub({ input }: MutationCreateReadingClubArgs, context: Context) {
  await authorize(context, 'createReadingClub');
  const errors = readingClubErrors(input);
  if (errors.length > 0) return refused(formUserErrors(errors));
  const outcome = await context.readingProgramme.createClub({
    name: input.name.trim(),
    description: input.description.trim(),
    ...(input.avatar ? { avatar: input.avatar } : {}),
  });
  forgetClubs(context);
  return payloadOf(outcome, (club) => ({ club, userErrors: [] }), refused, 'avatar');
}

export async function updateReadingClub({ input }: MutationUpdateReadingClubArgs, context: Context) {
  const { club } = await managedClub(context, 'updateReadingClub', input.id, 'update');
  const errors = readingClubErrors(input, { partial: true });
  if (errors.length > 0) return refused(formUserErrors(errors));
  const outcome = await context.readingProgramme.updateClub(club.id, {
    data: {
      ...(input.name != null ? { name: input.name.trim() } : {}),
      ...(input.description != null ? { description: input.description.trim() } : {}),
      ...(input.avatar != null ? { avatar: input.avatar } : {}),
    },
    ...(input.addBooks ? { add_books: [...input.addBooks] } : {}),
    ...(input.removeBooks ? { remove_books: [...input.removeBooks] } : {}),
  });
  forgetClubs(context, club.id);
  return payloadOf(outcome, (updated) => ({ club: updated, userErrors: [] }), refused, 'avatar');
}

export async function setReadingClubMembers(
  { id, members }: MutationSetReadingClubMembersArgs,
  context: Context,
) {
  const { club } = await managedClub(context, 'setReadingClubMembers', id, 'update');
  const outcome = await context.readingProgramme.updateClub(club.id, {
    members: members.map((member) => {
      const studentId = numericId(member.studentId);
      if (studentId === null) throw notFound('Student not found');
      // seed 001 §4: 'Adding clubs with role admin puts the club in clubs_manage, otherwise in clubs.'
      return { id: studentId, role: member.role === 'ADMIN' ? ('admin' as const) : ('member' as const) };
    }),
  });
  forgetClubs(context, club.id);
  return payloadOf(outcome, (updated) => ({ club: updated, userErrors: [] }), refused);
}

export async function deleteReadingClub({ id }: MutationDeleteReadingClubArgs, context: Context) {
  const { club } = await managedClub(context, 'deleteReadingClub', id, 'delete');
  const outcome = await context.readingProgramme.deleteClub(club.id);
  forgetClubs(context);
  return payloadOf(outcome, () => ({ deletedId: id, userErrors: [] }), notDeleted);
}

export function joinReadingClub({ id }: MutationJoinReadingClubArgs, context: Context) {
  return membership(context, 'joinReadingClub', id);
}

export function leaveReadingClub({ id }: MutationLeaveReadingClubArgs, context: Context) {
  return membership(context, 'leaveReadingClub', id);
}

/** seed 001 §4: join and leave are followed by a reload of the clubs: the payload carries the pupil and the club. */
async function membership(
  context: Context,
  operation: 'joinReadingClub' | 'leaveReadingClub',
  id: string,
): Promise<Payload<'ReadingClubMembershipPayload'>> {
  await authorize(context, operation);
  const numeric = clubId(id);
  const port = context.readingProgramme;
  const outcome = await (operation === 'joinReadingClub' ? port.joinClub(numeric) : port.leaveClub(numeric));
  forgetClubs(context);
  context.loaders.me.forget();
  if (!outcome.ok) return { me: null, club: null, userErrors: refusedErrors(outcome) };
  return { me: outcome.value, club: await context.loaders.clubById.load(numeric), userErrors: [] };
}
