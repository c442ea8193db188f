import type { TermCandidate, WordSpelling } from '../ports/CatalogIndex';
import { SEARCH_FUZZINESS, boundedDistance } from '../ports/search';

/**
 * 'Did you mean …?' for a search term (the shop's search results page): every word of the term the index
 * does not know is replaced by its closest term of the index, when one is within the seed's edit distance
 * (seed 000 §9 fuzziness 2); the other words and everything between them stay as the shopper typed them.
 * Null when no word needs or has a correction. Index terms are lower case without accents, so a word typed
 * with a capital keeps it.
 */
export function didYouMean(term: string, spellings: readonly WordSpelling[]): string | null {
  let corrected = '';
  let from = 0;
  for (const spelling of [...spellings].sort((a, b) => a.offset - b.offset)) {
    if (spelling.known || spelling.offset < from) continue;
    const closest = closestTerm(spelling.word, spelling.candidates);
    if (closest === null) continue;
    const typed = term.slice(spelling.offset, spelling.offset + spelling.length);
    corrected += term.slice(from, spelling.offset) + casedLike(typed, closest);
    from = spelling.offset + spelling.length;
  }
  return from === 0 ? null : corrected + term.slice(from);
}

/**
 * The correction of one word among the index's close terms: the smallest edit distance, then the term most
 * products have (the likelier meaning), then alphabetical order so the answer never depends on the engine's
 * order. Terms further than the seed's fuzziness, or equal to the word, are no correction.
 */
export function closestTerm(word: string, candidates: readonly TermCandidate[]): string | null {
  let best: { term: string; distance: number; frequency: number } | null = null;
  for (const { term, frequency } of candidates) {
    const distance = boundedDistance(word, term, SEARCH_FUZZINESS);
    if (distance === 0 || distance > SEARCH_FUZZINESS) continue;
    const better =
      best === null ||
      distance < best.distance ||
      (distance === best.distance &&
        (frequency > best.frequency || (frequency === best.frequency && term < best.term)));
    if (better) best = { term, distance, frequency };
  }
  return best?.term ?? null;
}

function casedLike(typed: string, term: string): string {
  const first = typed.charAt(0);
  return first !== first.toLowerCase() ? term.charAt(0).toUpperCase() + term.slice(1) : term;
}
