// Starts the built MCP server (plugin/dist/mcp.mjs) and talks to it through the
// official SDK's client over stdio, as Claude Code and other clients do.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ResourceListChangedNotificationSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { join } from "node:path";
import { afterEach } from "vitest";
import { ROOT, type Sandbox } from "../helpers.js";

export const SERVER = join(ROOT, "plugin", "dist", "mcp.mjs");

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close().catch(() => undefined)));
});

export interface McpHandle {
  client: Client;
  transport: StdioClientTransport;
  call(
    name: string,
    args?: Record<string, unknown>,
  ): Promise<CallToolResult & { text: string; structured: Record<string, unknown> }>;
  listChanged: () => number;
  stderr: () => string;
}

export async function startServer(
  sandbox: Sandbox,
  options: { cwd?: string; env?: NodeJS.ProcessEnv; args?: string[]; roots?: string[]; entry?: string[] } = {},
): Promise<McpHandle> {
  const env = Object.fromEntries(
    Object.entries({ ...sandbox.env, ...options.env }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...(options.entry ?? [SERVER]), ...(options.args ?? [])],
    cwd: options.cwd ?? sandbox.repo,
    env,
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const client = new Client(
    { name: "memory-test", version: "1.0.0" },
    options.roots ? { capabilities: { roots: { listChanged: true } } } : {},
  );
  if (options.roots) {
    const { ListRootsRequestSchema } = await import("@modelcontextprotocol/sdk/types.js");
    client.setRequestHandler(ListRootsRequestSchema, async () => ({
      roots: options.roots!.map((root) => ({ uri: `file://${root}`, name: "project" })),
    }));
  }
  let changes = 0;
  client.setNotificationHandler(ResourceListChangedNotificationSchema, async () => {
    changes++;
  });
  await client.connect(transport);
  open.push(client);
  return {
    client,
    transport,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");
      return { ...result, text, structured: (result.structuredContent ?? {}) as Record<string, unknown> };
    },
    listChanged: () => changes,
    stderr: () => stderr,
  };
}

/** Polls `check` until it is true or `ms` have passed. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
