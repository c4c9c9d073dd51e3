/**
 * When to offer "Resume from …" and when to save the position. Pure, so the rules are tested
 * without a video element.
 */

/** Positions this close to the start are not worth resuming. */
export const RESUME_MIN_SECONDS = 5
/** Past this share of the video it counts as watched: start over next time. */
export const RESUME_MAX_SHARE = 0.95
/** Seconds of actual playback between two saves. */
export const SAVE_EVERY_SECONDS = 10

/** The position to offer, or null when the saved one is too early, too late or unknown. */
export function resumePointFor(seconds: number | null | undefined, duration: number): number | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null
  if (seconds < RESUME_MIN_SECONDS) return null
  if (Number.isFinite(duration) && duration > 0 && seconds >= duration * RESUME_MAX_SHARE) return null
  return seconds
}

type Saved = { seconds: number; updatedAt: number }

/** The newer of the server's and this device's saved positions (the device's last save may not have reached the server). */
export function newestSaved(server: Saved | null | undefined, local: Saved | null | undefined): Saved | null {
  if (!server) return local ?? null
  if (!local) return server
  return local.updatedAt > server.updatedAt ? local : server
}

/** Share watched, 0…1, for progress bars. */
export function progressShare(seconds: number, length: number): number {
  if (!(length > 0)) return 0
  return Math.min(1, Math.max(0, seconds / length))
}

export function isInProgress(seconds: number, length: number): boolean {
  return resumePointFor(seconds, length) !== null
}

/**
 * Counts seconds actually played (not jumped over by seeking) and asks for a save every
 * SAVE_EVERY_SECONDS of them.
 */
export function createPlaybackMeter(onSave: (seconds: number) => void, every: number = SAVE_EVERY_SECONDS) {
  let last: number | null = null
  let played = 0
  return {
    /** Called on each timeupdate while playing. */
    tick(currentTime: number) {
      if (last !== null) {
        const step = currentTime - last
        // timeupdate fires about every 250 ms; a larger step is a seek, a negative one a rewind.
        if (step > 0 && step < 2) played += step
      }
      last = currentTime
      if (played >= every) {
        played = 0
        onSave(currentTime)
      }
    },
    /** A seek or pause: the next tick starts a new stretch. */
    reset() {
      last = null
    },
  }
}
