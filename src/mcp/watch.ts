// Tells the client when the set of memories may have changed: a file added,
// removed or renamed in a scope directory (by this server, the CLI, an editor,
// git). Directory change stamps are compared on every filesystem event, after
// the server's own writes, and on a slow poll (watchers miss events on some
// filesystems, and a scope directory may not exist yet).

import { watch, type FSWatcher } from "node:fs";
import { directoryStamp } from "../index/manifest/index.js";

const POLL_MS = 2000;
const SETTLE_MS = 50;

export class ScopeWatcher {
  private roots: string[] = [];
  private stamps = new Map<string, string | undefined>();
  private watchers = new Map<string, FSWatcher>();
  private timer: NodeJS.Timeout | undefined;
  private settle: NodeJS.Timeout | undefined;
  private touched = false;

  constructor(private readonly onChange: () => void) {}

  watch(roots: string[]): void {
    this.close();
    this.roots = roots;
    for (const root of roots) this.stamps.set(root, directoryStamp(root));
    this.attach();
    this.timer = setInterval(() => this.check(), POLL_MS);
    this.timer.unref();
  }

  /** Whether a file changed in a scope directory since the last call (an edit in place leaves the directory stamp as it was). */
  takeTouched(): boolean {
    const touched = this.touched;
    this.touched = false;
    return touched;
  }

  /** Check now (after a write of our own). */
  poke(): void {
    this.check();
  }

  private attach(): void {
    for (const root of this.roots) {
      if (this.watchers.has(root)) continue;
      try {
        const watcher = watch(root, { persistent: false }, (event, name) => {
          if (mayBeEditInPlace(event, name)) this.touched = true;
          this.schedule();
        });
        watcher.on("error", () => {
          watcher.close();
          this.watchers.delete(root);
        });
        this.watchers.set(root, watcher);
      } catch {
        // not there yet: the poll notices when it appears
      }
    }
  }

  private schedule(): void {
    if (this.settle) return;
    this.settle = setTimeout(() => {
      this.settle = undefined;
      this.check();
    }, SETTLE_MS);
    this.settle.unref();
  }

  private check(): void {
    let changed = false;
    for (const root of this.roots) {
      const stamp = directoryStamp(root);
      if (stamp !== this.stamps.get(root)) {
        changed = true;
        this.stamps.set(root, stamp);
        if (this.watchers.has(root) && stamp === undefined) {
          this.watchers.get(root)!.close();
          this.watchers.delete(root);
        }
      }
    }
    if (changed) {
      this.attach();
      this.onChange();
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.settle) clearTimeout(this.settle);
    this.timer = this.settle = undefined;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }
}

/**
 * Whether an event may be a memory file edited in place, the one change the
 * directory stamp does not show. Additions, removals and renames (this
 * server's own writes among them: a dot-named temp file renamed over the
 * memory) come as "rename" events and move the stamp, which searches compare.
 */
function mayBeEditInPlace(event: string, name: string | Buffer | null): boolean {
  if (name === null || name === undefined) return true;
  const file = String(name);
  return event !== "rename" && file.endsWith(".md") && !file.startsWith(".");
}
