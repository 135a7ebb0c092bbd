// The MCP server's stdio transport: a message over the size limit, or nested
// too deeply, gets a JSON-RPC error naming its request, and the server stays up
// and answers the next one. Raw JSON-RPC lines on the real server's stdin: no
// client library would send these.

import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { makeSandbox } from "../helpers.js";
import { SERVER, startServer } from "./mcp-client.js";

describe("MCP transport limits", () => {
  it("answers an oversized and a too-deep message with errors, and goes on serving", async () => {
    const box = makeSandbox();
    const child = spawn(process.execPath, [SERVER], { cwd: box.repo, env: box.env });
    const replies = new Map<unknown, { result?: unknown; error?: { code: number; message: string } }>();
    let buffer = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
        const message = JSON.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
        if ("id" in message) replies.set(message.id, message);
      }
    });
    let exited: number | null | undefined;
    child.on("exit", (code) => (exited = code));
    const send = (message: string) => child.stdin.write(`${message}\n`);
    const reply = async (id: unknown) => {
      for (let waited = 0; waited < 20_000 && !replies.has(id) && exited === undefined; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return replies.get(id);
    };

    send(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
      }),
    );
    expect((await reply(1))?.result).toBeDefined();
    send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));

    // 11 MiB in one message.
    const huge = JSON.stringify({
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "search", arguments: { query: "x".repeat(11 * 1024 * 1024) } },
    });
    send(huge);
    expect((await reply(2))?.error?.code).toBe(-32600);

    // A valid call with a 100,000-deep extra field in the envelope.
    const deep = `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list","arguments":{}},"extra":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    send(deep);
    expect((await reply(3))?.error?.code).toBe(-32600);

    // The same two with the id last, where the SDK's client writes it (before: answered with id null, so the
    // client never matched the error to its call and waited until its own timeout).
    send(
      `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"search","arguments":{"query":"${"y".repeat(9 * 1024 * 1024)}"}},"id":"big-last"}`,
    );
    expect((await reply("big-last"))?.error?.code).toBe(-32600);
    send(
      `{"jsonrpc":"2.0","method":"tools/call","params":{"name":"save","arguments":{"content":"c","fields":{"deep":${"[".repeat(1_000)}${"]".repeat(1_000)}}}},"id":5}`,
    );
    expect((await reply(5))?.error?.code).toBe(-32600);

    send(JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/list" }));
    expect((await reply(4))?.result).toBeDefined();
    expect(exited).toBeUndefined();
    child.stdin.end();
    await new Promise((resolve) => child.on("close", resolve));
  }, 60_000);

  it("a too-deep call from the SDK's own client gets its error at once, and the next call its answer", async () => {
    const box = makeSandbox();
    const server = await startServer(box);
    let deep: unknown = [];
    for (let i = 0; i < 1_000; i++) deep = [deep];
    const started = Date.now();
    // Before: no reply the client could match; the call waited for the SDK's 60 s timeout.
    await expect(
      server.client.callTool({
        name: "save",
        arguments: { content: "c", type: "learning", tags: ["a"], fields: { deep } },
      }),
    ).rejects.toThrow(/more than 64 deep/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await server.call("list", {})).isError).toBeFalsy();
  }, 60_000);
});
