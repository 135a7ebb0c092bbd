// The hooks' entry point (dist/hook.cjs): runs the hook bundle beside it through
// V8's code cache, so a Read or a Bash does not compile it again on every
// call; plainly when the cache cannot be used. Like the hook itself it fails
// open: a bundle that cannot be loaded means exit 0 and no output.

import { join } from "node:path";
import { requireCompiled } from "../store/code-cache.js";

try {
  requireCompiled(join(__dirname, "hook-main.cjs"));
} catch {
  process.exitCode = 0;
}
