// Whether a process of this host still runs: the owner of a lock, a hook's
// background refresh. Signal 0 tests without sending anything; EPERM means it
// runs under another user.

export function processExists(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
