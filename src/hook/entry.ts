// The hooks' entry point (dist/hook.cjs): runs the hook bundle beside it through
// V8's code cache, so a Read or a Bash does not compile it again (~2 ms of a
// call); plainly when the cache cannot be used (the hook itself fails open).

import { join } from "node:path";
import { compileWithCodeCache, compiledCodeDir, compiledCodeWanted } from "../store/code-cache.js";

const main = join(__dirname, "hook-main.cjs");
let run: (() => unknown) | undefined;
if (compiledCodeWanted()) {
  try {
    run = compileWithCodeCache(main, compiledCodeDir());
  } catch {
    run = undefined;
  }
}
if (run) run();
else require(main);
