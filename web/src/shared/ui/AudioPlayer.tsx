import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '@/shared/format/duration';
import { Button } from './Button';
import { Field, Select } from './Field';
import { Icon } from './Icon';
import { InlineMessage } from './InlineMessage';
import styles from './AudioPlayer.module.css';

/** The speeds a listener can choose, slower for a young listener, faster for a second hearing. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

export interface AudioPlayerProps {
  src: string;
  /** What plays (a book's title): names the player for screen readers. */
  title: string;
  'data-testid'?: string;
}

type Status = 'loading' | 'ready' | 'error';

/**
 * An audio player with the shop's own controls around a native <audio> (which has no controls of its own, so it
 * looks the same in every browser): play and pause, the position as a slider that says its time, and the speed.
 * Every control is a native button, range or select, so the keyboard works as everywhere (Space or Enter plays,
 * the arrows move the position by a second and choose the speed) and screen readers name each one.
 */
export function AudioPlayer({ src, title, 'data-testid': testId }: AudioPlayerProps) {
  const { t, i18n } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(1);

  // Another book in the same player starts from its beginning.
  useEffect(() => {
    setStatus('loading');
    setPlaying(false);
    setPosition(0);
    setDuration(0);
  }, [src]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed, src]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      // A refused start (the audio failed meanwhile) shows as the error below, from the element's own event.
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
  };

  const now = formatDuration(position);
  const total = formatDuration(duration);
  return (
    <div className={styles.player} role="group" aria-label={t`Speler: ${title}`} data-testid={testId}>
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          setStatus('ready');
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          setPlaying(false);
          setStatus('error');
        }}
      />
      <div className={styles.controls}>
        <Button
          variant="primary"
          icon={<Icon name={playing ? 'pause' : 'play'} />}
          onClick={toggle}
          disabled={status === 'error'}
          data-testid="audio-toggle"
        >
          {playing ? <Trans>Pauzeren</Trans> : <Trans>Afspelen</Trans>}
        </Button>
        <span className={styles.time} aria-hidden="true" data-testid="audio-time">
          {now} / {total}
        </span>
      </div>
      <input
        className={styles.position}
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={1}
        value={Math.min(position, duration)}
        disabled={status !== 'ready'}
        aria-label={t`Positie`}
        aria-valuetext={t`${now} van ${total}`}
        onChange={(event) => {
          const element = audio.current;
          const to = Number(event.currentTarget.value);
          if (element) element.currentTime = to;
          setPosition(to);
        }}
      />
      <div className={styles.speed}>
        <Field label={<Trans>Snelheid</Trans>} inline>
          <Select value={speed} onChange={(event) => setSpeed(Number(event.currentTarget.value))}>
            {PLAYBACK_SPEEDS.map((choice) => (
              <option key={choice} value={choice}>
                {i18n.number(choice)}×
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {status === 'loading' && (
        <InlineMessage live="status">
          <Trans>Het luisterboek wordt geladen…</Trans>
        </InlineMessage>
      )}
      {status === 'error' && (
        <InlineMessage tone="error" live="alert" data-testid="audio-error">
          <Trans>Het luisterboek kon niet geladen worden. Probeer het later opnieuw.</Trans>
        </InlineMessage>
      )}
    </div>
  );
}
