// Whether the idle timers should stand still (spec 000 §4): while a video or an
// audio plays, or while something (a meeting saving or uploading) says it is busy.
const busy = new Set<string>();

/** A screen marks itself busy (`meeting-save`, `meeting-upload`...) and clears the mark when done. */
export function setSessionBusy(key: string, isBusy: boolean): void {
  if (isBusy) busy.add(key);
  else busy.delete(key);
}

export const mediaPlaying = (): boolean =>
  Array.from(document.querySelectorAll<HTMLMediaElement>('video,audio')).some((media) => !media.paused && !media.ended);

export const idleTimersPaused = (): boolean => busy.size > 0 || mediaPlaying();
