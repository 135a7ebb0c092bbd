import { EXIT_CODES, UsageError } from "../../core/errors.js";
import { failure, handleRequest } from "../../api/handle.js";
import type { Command } from "../command.js";

export const command: Command = {
  name: "api",
  usage: `Usage: memory api < request.json

The JSON request API: reads one request (op read, write or update)
from stdin, or JSON lines with one request per line, and writes one JSON
response per request (one line each for JSON lines). Requests are checked
against the API's JSON Schemas (defaults applied), then semantically
(repo_id, existing memory ids, evidence for truth updates); an invalid request
gets every violation (JSON pointer + message) and changes nothing.

  echo '{"op":"read","repo_id":"my-repo","mode":"targeted","query":"token refresh"}' | memory api

Exit codes: 0 when every request succeeded; for a single request the code of
its error (2 invalid, 3 not found, …); for JSON lines 1 when any failed.`,
  options: {},
  async run({ positionals }, { io, context }) {
    if (positionals.length > 0 && !(positionals.length === 1 && positionals[0] === "-")) {
      throw new UsageError(
        `memory api reads its request from stdin, not from arguments (got "${positionals.join(" ")}"): memory api < request.json`,
      );
    }
    if (io.stdinIsTTY)
      throw new UsageError("memory api reads a JSON request from stdin: pipe one in, e.g. memory api < request.json");
    const input = (await io.readStdin()).replace(/^\uFEFF/, "");
    if (!input.trim())
      throw new UsageError('No request on stdin: give one JSON object (or JSON lines), e.g. {"op":"read",…}.');
    const single = parseWhole(input);
    if (single.ok) {
      const { response, exitCode } = await handleRequest(context(), single.value);
      io.out(`${JSON.stringify(response, null, 2)}\n`);
      return exitCode;
    }
    let failed = false;
    for (const [index, line] of input.split(/\r?\n/).entries()) {
      if (!line.trim()) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch (error) {
        parsed = new UsageError(
          `Line ${index + 1} is not JSON (${(error as Error).message}): give one JSON request per line.`,
        );
      }
      const { response } = parsed instanceof UsageError ? failure(parsed) : await handleRequest(context(), parsed);
      failed ||= !response.success;
      io.out(`${JSON.stringify(response)}\n`);
    }
    return failed ? EXIT_CODES.failure : 0;
  },
};

function parseWhole(input: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(input) };
  } catch {
    return { ok: false };
  }
}
