/**
 * A playing time as a player shows it: m:ss, or h:mm:ss from an hour on (a whole audiobook). Whole seconds,
 * rounded down, so the clock ticks as the audio plays; an unknown time (NaN, Infinity) is 0:00.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
