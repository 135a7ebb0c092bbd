import { existsSync, writeFileSync } from "node:fs";

/** Creates a small file unless it exists (never replacing one, whoever made it in between). */
export function writeIfMissing(path: string, content: string): void {
  // Checked first: it is nearly always there, and a create that fails costs an error object with its stack.
  if (existsSync(path)) return;
  try {
    writeFileSync(path, content, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
