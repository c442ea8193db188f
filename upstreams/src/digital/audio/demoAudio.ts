import { Random } from '../../generate/random';

/** Telephone quality is plenty for a tune: 8 kHz, 8-bit mono keeps a minute under half a megabyte. */
export const AUDIO_SAMPLE_RATE = 8000;
/** How long every stand-in audiobook plays. */
export const AUDIOBOOK_SECONDS = 40;
/** An audiobook's preview (embed-preview): its first seconds only, as an e-book's preview is its first pages. */
export const AUDIO_PREVIEW_SECONDS = 10;

const NOTE_SECONDS = 0.4;
/** A major pentatonic scale around A4: any sequence of its notes sounds like a tune, never like noise. */
const SCALE_HZ = [440, 493.88, 554.37, 659.25, 739.99, 880] as const;
/** Each note fades in and out over this share of its length, so notes join without clicks. */
const FADE = 0.15;
const VOLUME = 0.3;
const WAV_HEADER_BYTES = 44;

/**
 * The stand-in's audio of an audiobook: a WAV file of a tune generated from the ISBN, so a book sounds the same
 * on every visit and machine and no recording ships with the repository. A preview is the book's first
 * AUDIO_PREVIEW_SECONDS, sample for sample.
 */
export function demoAudio(isbn: string, options: { preview?: boolean } = {}): Buffer {
  const seconds = options.preview ? AUDIO_PREVIEW_SECONDS : AUDIOBOOK_SECONDS;
  const samples = seconds * AUDIO_SAMPLE_RATE;
  const wav = Buffer.alloc(WAV_HEADER_BYTES + samples);
  writeHeader(wav, samples);
  // The notes of the whole book are drawn first, so a preview's notes are the book's.
  const random = new Random('audiobook', isbn);
  const notes = Array.from({ length: Math.ceil(AUDIOBOOK_SECONDS / NOTE_SECONDS) }, () =>
    random.pick(SCALE_HZ),
  );
  const noteSamples = NOTE_SECONDS * AUDIO_SAMPLE_RATE;
  for (let i = 0; i < samples; i++) {
    const note = Math.floor(i / noteSamples);
    const within = (i % noteSamples) / noteSamples;
    const envelope = Math.min(1, within / FADE, (1 - within) / FADE);
    const value = Math.sin((2 * Math.PI * (notes[note] ?? 0) * i) / AUDIO_SAMPLE_RATE);
    // Unsigned 8-bit PCM: silence is 128.
    wav[WAV_HEADER_BYTES + i] = Math.round(128 + 127 * VOLUME * envelope * value);
  }
  return wav;
}

/** The RIFF header of 8-bit mono PCM at AUDIO_SAMPLE_RATE. */
function writeHeader(wav: Buffer, samples: number): void {
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(WAV_HEADER_BYTES - 8 + samples, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(AUDIO_SAMPLE_RATE, 24);
  wav.writeUInt32LE(AUDIO_SAMPLE_RATE, 28); // bytes a second: one byte a sample
  wav.writeUInt16LE(1, 32); // bytes a frame
  wav.writeUInt16LE(8, 34); // bits a sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
}
