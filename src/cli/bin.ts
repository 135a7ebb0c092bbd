// The full CLI's entry (dist/cli.mjs, an ES module sharing chunks with the MCP server).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { enableCompileCache, runToExit, standaloneRun } from "./launch.js";

enableCompileCache();
const argv = process.argv.slice(2);
runToExit(standaloneRun(dirname(fileURLToPath(import.meta.url)), argv[0]) ?? (await import("./main.js")).main, argv);
