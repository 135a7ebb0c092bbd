// A refresh a hook starts runs beside the session it serves: on a fresh clone
// it can read every memory file on every core for many seconds. At a lower
// priority it yields the cores to Claude Code and the user's own work, and
// still runs at full speed on an idle machine.

import { constants, getPriority, setPriority } from "node:os";

/** The niceness a hook-started refresh runs at: Node's "below normal" (10 of 19; Windows' priority class of that name). */
export const BACKGROUND_NICENESS = constants.priority.PRIORITY_BELOW_NORMAL;

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
