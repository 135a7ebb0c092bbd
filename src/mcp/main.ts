// Entry point of the MCP server bundle (dist/mcp.mjs): `node dist/mcp.mjs [--allow-destructive]`.

import { serveStdio } from "./server.js";

serveStdio({ ...(process.argv.includes("--allow-destructive") ? { allowDestructive: true } : {}) }).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`memory mcp: ${(error as Error)?.stack ?? String(error)}\n`);
    process.exit(1);
  },
);
