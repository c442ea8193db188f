import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { DIGITAL_MESSAGES } from '@shop/contracts';
import { STORE_VIEWS } from '@shop/store-views';
import { NotFoundError, UpstreamError } from '../../shared/envelope';
import { queryString } from '../../shared/query';
import { demoAudio } from '../audio/demoAudio';
import type { ListeningTickets } from '../audio/listeningTicket';
import type { BookCatalog } from '../bookCatalog';

/** How many drawn audio files the stand-in keeps (about 320 kB each). */
const AUDIO_FILES_KEPT = 32;

export interface AudioRouterDeps {
  catalog: BookCatalog;
  tickets: ListeningTickets;
}

/**
 * GET /audio/{isbn}.wav: an audiobook's audio, as its embed code's audio element asks for it. The whole book
 * only with a valid listening ticket for it (the embed code of a customer who bought it carries one); with
 * `?preview=1` its first seconds, for anyone. Byte ranges are answered, so a player can seek.
 */
export function audioRouter({ catalog, tickets }: AudioRouterDeps): Router {
  const router = Router();
  // A player asks for the file in many byte ranges as it plays and seeks: the tune is drawn once per book,
  // not once per range. A few hundred kilobytes a book; the books being listened to stay.
  const drawn = new LRUCache<string, Buffer>({ max: AUDIO_FILES_KEPT });
  const audioOf = (isbn: string, preview: boolean): Buffer => {
    const key = `${isbn}${preview ? ':preview' : ''}`;
    let audio = drawn.get(key);
    if (!audio) drawn.set(key, (audio = demoAudio(isbn, { preview })));
    return audio;
  };

  router.get('/audio/:file', (req, res) => {
    const isbn = /^(.+)\.wav$/.exec(req.params.file)?.[1] ?? '';
    const book = Object.values(STORE_VIEWS)
      .map((view) => catalog.byIsbn(view, isbn))
      .find((found) => found !== undefined);
    if (book?.kind !== 'audiobook') throw new NotFoundError(DIGITAL_MESSAGES.bookNotFound);
    const preview = queryString(req, 'preview') === '1';
    if (!preview && !tickets.isValid(isbn, queryString(req, 'ticket'))) {
      throw new UpstreamError(403, DIGITAL_MESSAGES.ticketRequired);
    }
    // A preview is the same for everyone; the whole book is the buyer's, kept by no cache on the way.
    res.setHeader('Cache-Control', preview ? 'public, max-age=3600' : 'private, no-store');
    const audio = audioOf(isbn, preview);
    sendAudio(res, audio, req.range(audio.length));
  });

  return router;
}

type Ranges = ReturnType<Request['range']>;

/** The audio, or the one byte range asked (206); a range past the end is a 416, anything else the whole. */
function sendAudio(res: Response, audio: Buffer, asked: Ranges): void {
  res.set({ 'Content-Type': 'audio/wav', 'Accept-Ranges': 'bytes', 'X-Content-Type-Options': 'nosniff' });
  if (asked === -1) {
    res.status(416).set('Content-Range', `bytes */${audio.length}`).end();
    return;
  }
  const range = Array.isArray(asked) && asked.type === 'bytes' && asked.length === 1 ? asked[0] : undefined;
  if (!range) {
    res.status(200).send(audio);
    return;
  }
  res
    .status(206)
    .set('Content-Range', `bytes ${range.start}-${range.end}/${audio.length}`)
    .send(audio.subarray(range.start, range.end + 1));
}
