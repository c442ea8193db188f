import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { AudioPlayer } from './AudioPlayer';

/** jsdom has no media playback: play and pause fire the element's events as a browser would. */
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const SRC = 'http://localhost:4104/audio/9789400000223.wav?ticket=1.a';

/** The audio element has read its length: 40 seconds, as the stand-in's audiobooks last. */
function loaded(audio: HTMLAudioElement, seconds = 40) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  fireEvent(audio, new Event('loadedmetadata'));
}

async function renderPlayer(store: 'nl-be' | 'en-be' = 'nl-be') {
  const view = await renderInShop(<AudioPlayer src={SRC} title="De kikker zingt" />, { store });
  const audio = view.container.querySelector('audio')!;
  const player = within(screen.getByRole('group', { name: /De kikker zingt/ }));
  return { ...view, audio, player };
}

describe('AudioPlayer', () => {
  it('is a group named after the book, saying it loads until the audio is known', async () => {
    const { audio, player } = await renderPlayer();
    expect(screen.getByRole('group', { name: 'Speler: De kikker zingt' })).toBeTruthy();
    expect(audio.getAttribute('src')).toBe(SRC);
    expect(audio.hasAttribute('controls')).toBe(false);
    expect(player.getByRole('status').textContent).toBe('Het luisterboek wordt geladen…');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Positie' }).disabled).toBe(true);
    loaded(audio);
    expect(player.queryByRole('status')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Positie' }).disabled).toBe(false);
  });

  it('plays and pauses with one button whose name says what it does', async () => {
    const { audio } = await renderPlayer();
    loaded(audio);
    fireEvent.click(screen.getByRole('button', { name: 'Afspelen' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeren' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Afspelen' })).toBeTruthy();
  });

  it('shows the position as a slider that says its time, and moves the audio when it moves', async () => {
    const { audio } = await renderPlayer();
    loaded(audio, 3725);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Positie' });
    expect(slider.max).toBe('3725');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 van 1:02:05');

    Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: 65 });
    fireEvent(audio, new Event('timeupdate'));
    expect(slider.value).toBe('65');
    expect(slider.getAttribute('aria-valuetext')).toBe('1:05 van 1:02:05');
    expect(screen.getByTestId('audio-time').textContent).toBe('1:05 / 1:02:05');

    fireEvent.change(slider, { target: { value: '600' } });
    expect(audio.currentTime).toBe(600);
    expect(slider.getAttribute('aria-valuetext')).toBe('10:00 van 1:02:05');
  });

  it('plays at the speed chosen, from 0.75× to 2×, in the English store view too', async () => {
    const { audio } = await renderPlayer('en-be');
    loaded(audio);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    const speed = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Speed' });
    expect([...speed.options].map((option) => option.value)).toEqual(['0.75', '1', '1.25', '1.5', '2']);
    expect(speed.options[0]!.text).toMatch(/^0[.,]75×$/);
    expect(speed.value).toBe('1');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(audio.playbackRate).toBe(1.5);
  });

  it('says so when the audio cannot be loaded, and offers no play then', async () => {
    const { audio, player } = await renderPlayer();
    fireEvent(audio, new Event('error'));
    expect(player.getByRole('alert').textContent).toBe(
      'Het luisterboek kon niet geladen worden. Probeer het later opnieuw.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Afspelen' }).disabled).toBe(true);
  });
});
