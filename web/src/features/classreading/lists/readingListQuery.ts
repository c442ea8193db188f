import type { ReadingListPageQueryVariables } from './ReadingListPage.generated';
import type { ReadingListId } from './readingListId';

/**
 * The variables of a reading list's books (ReadingListPage) from `start` on: every book pages, a class's or a
 * club's list is the caller's own books narrowed to the list. The server's render asks the first page with the
 * variables the list's screen asks it with, so the screen finds the answer in the cache the server sent.
 */
export function readingListPageVariables(list: ReadingListId, start = 0): ReadingListPageQueryVariables {
  return {
    all: list.kind === 'all',
    start,
    withClass: list.kind === 'class',
    classId: list.kind === 'class' ? list.id : '',
    withClub: list.kind === 'club',
    clubId: list.kind === 'club' ? list.id : '',
  };
}
