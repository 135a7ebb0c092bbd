// Entry point of the MCP server bundle (dist/mcp.mjs): `node dist/mcp.mjs [--allow-destructive]`.

import { serveStdio } from "./server.js";
import { isMemoryError } from "../core/errors.js";

serveStdio({ ...(process.argv.includes("--allow-destructive") ? { allowDestructive: true } : {}) }).then(
  () => process.exit(0),
  (error: unknown) => {
    // A typed error says what to do: its message alone; anything else with its stack, to be reported.
    const said = isMemoryError(error) ? error.message : ((error as Error)?.stack ?? String(error));
    process.stderr.write(`memory mcp: ${said}\n`);
    process.exit(1);
  },
);
