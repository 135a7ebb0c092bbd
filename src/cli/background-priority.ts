// A refresh a hook starts runs beside the session it serves: on a fresh clone
// it can read every memory file on every core for many seconds. At a lower
// priority it yields the cores to Claude Code and the user's own work, and
// still runs at full speed on an idle machine.

import { getPriority, setPriority } from "node:os";

/** The niceness a hook-started refresh runs at (0 is normal, 19 the lowest). */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers this process's priority (threads it starts afterwards inherit it);
 * never raises it, and a platform that refuses leaves it as it was.
 */
export function yieldToForeground(): void {
  try {
    if (getPriority() < BACKGROUND_NICENESS) setPriority(BACKGROUND_NICENESS);
  } catch {
    // Not allowed here (a sandbox, an unusual platform): run as is.
  }
}
