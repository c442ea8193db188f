import type { Params } from 'react-router-dom';
import type { ReadingBookPageQueryVariables } from './ReadingBookPage.generated';

/**
 * The variables of a reading book's page (ReadingBookPage) from its route's `:book` (seed 001 §2
 * classreading/{book}): the server's render and the book's screen ask the book with the same.
 */
export function readingBookPageVariables(params: Params<string>): ReadingBookPageQueryVariables {
  return { sku: params.book ?? '' };
}
