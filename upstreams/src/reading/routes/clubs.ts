import { Router } from 'express';
import { READING_MESSAGES } from '@shop/contracts';
import { AVATAR_LIMITS, AVATAR_MESSAGES, avatarRule, dataUrlImage } from '@shop/validation';
import { z } from 'zod';
import { sendEnvelope, UpstreamError } from '../../shared/envelope';
import { createClub, deleteClub, editClub, joinClubs, type Caller } from '../access';
import type { ReadingDeps } from '../deps';
import { callerOf, enforce, idParam, notFound, parseBody, queryFlag, refused } from '../http';
import { freeText, id, memberRole, skus, text } from '../validation';
import { bookListOf, indexOf } from './books';

/** API.md (chosen size, the shop's avatar limit): over 512 kB answers 413 'File size too big' (seed 001 §8). */
export const AVATAR_MAX_BYTES = AVATAR_LIMITS.maxBytes;
const AVATAR = /^data:image\/[\w.+-]+;base64,[A-Za-z0-9+/]+=*$/;

const avatar = () =>
  z
    .string()
    .nullable()
    .refine((value) => value === null || AVATAR.test(value), 'must be a data:image/…;base64 URL');
const CREATE = z.object({
  name: text('clubName'),
  description: freeText('clubDescription').default(''),
  avatar: avatar().optional(),
});
const UPDATE = z.object({
  data: z
    .object({
      name: text('clubName').optional(),
      description: freeText('clubDescription').optional(),
      avatar: avatar().optional(),
    })
    .optional(),
  members: z.array(z.object({ id: id(), role: memberRole() })).optional(),
  add_books: skus().optional(),
  remove_books: skus().optional(),
});

/** The decoded size of a base64 data URL. */
function avatarBytes(value: string | null | undefined): number {
  const base64 = value?.split(',', 2)[1] ?? '';
  return Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
}

/**
 * seed 001 §5 'Image maximum width and height in px': a PNG or JPEG whose header names a larger picture than
 * the shop's avatar limits is refused with a 400; a header the rule cannot read is left to the size check.
 */
function checkAvatar(value: string | null | undefined): void {
  if (avatarBytes(value) > AVATAR_MAX_BYTES) throw new UpstreamError(413, READING_MESSAGES.fileTooLarge);
  const image = value ? dataUrlImage(value) : null;
  if (image && avatarRule(image) === 'IMAGE_TOO_LARGE')
    throw refused(`avatar: ${AVATAR_MESSAGES.IMAGE_TOO_LARGE}`);
}

/** seed 001 §7 Reading clubs. */
export function clubsRouter(deps: ReadingDeps): Router {
  const { clubs, students, repository, catalogue } = deps;
  const router = Router();

  const clubOf = (caller: Caller, clubId: number) => {
    const row = clubs.find(caller.schoolId, clubId);
    if (!row) throw notFound(READING_MESSAGES.clubNotFound);
    return row;
  };
  const clubParam = (caller: Caller, req: Parameters<typeof idParam>[0]) =>
    clubOf(caller, idParam(req, 'clubId', READING_MESSAGES.clubNotFound));

  router.get('/readingclubs', (req, res) => {
    const caller = callerOf(res);
    const include = {
      administrators: queryFlag(req, 'include_administrators'),
      students: queryFlag(req, 'include_students'),
      books: req.query.include_books === undefined ? true : queryFlag(req, 'include_books'),
    };
    sendEnvelope(
      res,
      200,
      clubs.ofSchool(caller.schoolId).map((row) => clubs.view(row, include)),
    );
  });

  router.get('/readingclubs/:clubId', (req, res) => {
    const caller = callerOf(res);
    const row = clubParam(caller, req);
    sendEnvelope(
      res,
      200,
      clubs.view(row, {
        administrators: queryFlag(req, 'include_administrators'),
        students: queryFlag(req, 'include_students'),
      }),
    );
  });

  router.post('/readingclubs', (req, res) => {
    const caller = callerOf(res);
    enforce(createClub(caller), READING_MESSAGES.clubNotFound);
    const input = parseBody(CREATE, req);
    checkAvatar(input.avatar);
    const row = clubs.find(caller.schoolId, clubs.create(caller.schoolId, caller.id, input));
    sendEnvelope(res, 200, row && clubs.view(row, { administrators: true, students: true }));
  });

  router.put('/readingclubs/:clubId', (req, res) => {
    const caller = callerOf(res);
    const row = clubParam(caller, req);
    enforce(editClub(caller, row), READING_MESSAGES.clubNotFound);
    const change = parseBody(UPDATE, req);
    checkAvatar(change.data?.avatar);
    for (const member of change.members ?? [])
      if (!students.find(caller.schoolId, member.id)) throw refused(`members: no student ${member.id}`);
    const unknown = (change.add_books ?? []).find(
      (sku) => !catalogue.indexes().some((index) => catalogue.book(index, sku)),
    );
    if (unknown) throw refused(`add_books: no book ${unknown}`);
    clubs.update(row.id, change);
    sendEnvelope(res, 200, clubs.view(clubOf(caller, row.id), { administrators: true, students: true }));
  });

  router.delete('/readingclubs/:clubId', (req, res) => {
    const caller = callerOf(res);
    const row = clubParam(caller, req);
    enforce(deleteClub(caller, row), READING_MESSAGES.clubNotFound);
    clubs.delete(row.id);
    sendEnvelope(res, 200, true);
  });

  // seed 001 §4: a pupil joins (as member) or leaves; the answer is the caller with their clubs.
  router.post('/readingclubs/:clubId/join', (req, res) => {
    const caller = callerOf(res);
    const row = clubParam(caller, req);
    enforce(joinClubs(caller), READING_MESSAGES.clubNotFound);
    if (caller.kind === 'pupil' && ![...caller.clubs, ...caller.clubsManage].includes(row.id))
      students.join(caller.id, row.id, false);
    sendEnvelope(res, 200, repository.student(caller.id));
  });

  router.post('/readingclubs/:clubId/leave', (req, res) => {
    const caller = callerOf(res);
    const row = clubParam(caller, req);
    enforce(joinClubs(caller), READING_MESSAGES.clubNotFound);
    students.leave(caller.id, row.id);
    sendEnvelope(res, 200, repository.student(caller.id));
  });

  router.get('/readingclubs/:clubId/admins', (req, res) => {
    const row = clubParam(callerOf(res), req);
    sendEnvelope(res, 200, students.ofClub(row.id, true));
  });

  router.get('/readingclubs/:clubId/students', (req, res) => {
    const row = clubParam(callerOf(res), req);
    sendEnvelope(res, 200, students.ofClub(row.id, false));
  });

  router.get('/readingclubs/:clubId/books', (req, res) => {
    const row = clubParam(callerOf(res), req);
    sendEnvelope(res, 200, bookListOf(req, catalogue.bySkus(indexOf(req, catalogue), clubs.books(row.id))));
  });

  return router;
}
