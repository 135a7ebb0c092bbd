// The `memory` bin (dist/cli.cjs): CommonJS, because node starts an ES module
// entry more slowly. A command runs from its standalone bundle, or from the
// shared one (dist/cli-main.cjs); without those, from the full CLI beside this
// file (dist/cli.mjs), which runs itself.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { enableCompileCache, runToExit, standaloneRun, tuneForShortRun } from "./launch.js";

enableCompileCache();
const argv = process.argv.slice(2);
tuneForShortRun(argv[0]);
const run = standaloneRun(__dirname, argv[0]);
if (run) runToExit(run, argv);
else void import(pathToFileURL(join(__dirname, "cli.mjs")).href);
