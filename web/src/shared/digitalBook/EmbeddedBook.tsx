import { Trans, useLingui } from '@lingui/react/macro';
import { AudioPlayer } from '@/shared/ui/AudioPlayer';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { ReaderFrame } from './ReaderFrame';

export interface EmbeddedBookProps {
  /** The book's title: names the reader's frame or the player. */
  name: string;
  /** An e-book's reader (the embed code's iframe). */
  readerUrl?: string | null;
  /** An audiobook's audio (the embed code's audio element). */
  audioUrl?: string | null;
}

/**
 * A digital book opened (seed 001: 'digital books can be read or listened to through an embedded reader'): an
 * audiobook in the shop's audio player, an e-book in the digital products service's reader. A book whose embed
 * code had neither cannot be opened, and says so.
 */
export function EmbeddedBook({ name, readerUrl, audioUrl }: EmbeddedBookProps) {
  const { t } = useLingui();
  if (audioUrl) return <AudioPlayer src={audioUrl} title={name} data-testid="audio-player" />;
  if (readerUrl) return <ReaderFrame src={readerUrl} title={t`Lezer: ${name}`} data-testid="reader" />;
  return (
    <InlineMessage tone="error" live="alert">
      <Trans>Dit boek kan nu niet geopend worden. Probeer het later opnieuw.</Trans>
    </InlineMessage>
  );
}
