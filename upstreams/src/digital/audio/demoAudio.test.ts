import { describe, expect, it } from 'vitest';
import { AUDIO_PREVIEW_SECONDS, AUDIO_SAMPLE_RATE, AUDIOBOOK_SECONDS, demoAudio } from './demoAudio';

describe('demoAudio', () => {
  const isbn = '9789400000223';

  it('is a WAV file of 8-bit mono PCM as long as an audiobook plays', () => {
    const wav = demoAudio(isbn);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(AUDIO_SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(8);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(AUDIOBOOK_SECONDS * AUDIO_SAMPLE_RATE);
    expect(wav.length).toBe(44 + AUDIOBOOK_SECONDS * AUDIO_SAMPLE_RATE);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  });

  it('sounds the same every time for a book, and another book sounds different', () => {
    expect(demoAudio(isbn).equals(demoAudio(isbn))).toBe(true);
    expect(demoAudio(isbn).equals(demoAudio('9789400000230'))).toBe(false);
  });

  it("makes the preview of the book's first seconds, sample for sample", () => {
    const preview = demoAudio(isbn, { preview: true });
    const samples = AUDIO_PREVIEW_SECONDS * AUDIO_SAMPLE_RATE;
    expect(preview.readUInt32LE(40)).toBe(samples);
    expect(preview.subarray(44).equals(demoAudio(isbn).subarray(44, 44 + samples))).toBe(true);
  });

  it('is a tune at a gentle volume: not silent, far from the loudest a sample can be', () => {
    const samples = demoAudio(isbn).subarray(44);
    const loudest = samples.reduce((most, sample) => Math.max(most, Math.abs(sample - 128)), 0);
    expect(loudest).toBeGreaterThan(20);
    expect(loudest).toBeLessThanOrEqual(40);
  });
});
