// `memory mcp`: the memory operations as an MCP server over stdio (the
// official SDK's low-level Server, so the tool schemas are the JSON Schemas
// written in tools.ts). One process serves one client for as long as it runs:
// it resolves the project once (from CLAUDE_PROJECT_DIR, else the client's
// roots, else the working directory, up to the project root as store/scopes
// finds it), keeps the operation context, and watches the scope directories to
// tell the client when the memory list changes.

import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { BoundedMessages } from "./message-limits.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  RootsListChangedNotificationSchema,
  type CallToolResult,
} from "@modelcontextprotocol/sdk/types.js";
import { Ajv, type ValidateFunction } from "ajv";
import { fileURLToPath } from "node:url";
import { isMemoryError } from "../core/errors.js";
import type { StoreWarning } from "../core/types.js";
import { VERSION } from "../core/version.js";
import { withSettings } from "../core/settings/index.js";
import { createContext, strictSettings, type OperationContext } from "../ops/context.js";
import { keepIndexesLoaded, refreshIndexes } from "../ops/resident.js";
import { fixFor } from "./errors.js";
import { listMemoryResources, readMemoryResource, RESOURCE_TEMPLATES } from "./resources.js";
import { TOOLS, type ToolSpec } from "./tools.js";
import { ScopeWatcher } from "./watch.js";
import { workingDirectory } from "../store/scopes.js";

export interface MemoryServerOptions {
  /** List and accept `delete` and `repair` (annotated destructive). */
  allowDestructive?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

const REFRESH_AFTER_MS = 300;

const INSTRUCTIONS = `Durable project memory: decisions, learnings and gotchas from earlier sessions, stored as markdown files in the repository (.claude/memory) and in ~/.claude/memory.
Search it before designing or debugging (search, then read), check gotchas before editing a file or running a risky command, and save what a later session would need (a decision and its reasons, a trap and its fix).`;

/** Builds the server (not yet connected). */
export function createMemoryServer(options: MemoryServerOptions = {}): { server: Server; close: () => void } {
  const env = options.env ?? process.env;
  // Parsed once for the server's life: a value a setting refuses stops it here, naming the variable.
  const settings = strictSettings(env);
  const cwd = options.cwd ?? workingDirectory(env);
  const allowDestructive = options.allowDestructive ?? settings.mcpAllowDestructive;
  const tools = TOOLS.filter((tool) => allowDestructive || !tool.destructive);
  keepIndexesLoaded(settings);
  const server = new Server(
    { name: "memory", title: "Memory", version: VERSION },
    { capabilities: { tools: {}, resources: { listChanged: true } }, instructions: INSTRUCTIONS },
  );

  // ── project and context ──
  let project: { dir: string; context: OperationContext } | undefined;
  let pending: Promise<{ dir: string; context: OperationContext }> | undefined;
  const watcher = new ScopeWatcher(() => void server.sendResourceListChanged().catch(() => undefined));

  function open(dir: string): { dir: string; context: OperationContext } {
    // A copy of the environment this server may adjust per call (see runTool).
    const context = createContext({ environment: { cwd: dir, env: { ...env } }, settings });
    watcher.watch(context.store.readable().map((store) => store.root));
    return { dir, context };
  }

  async function resolveProject(): Promise<{ dir: string; context: OperationContext }> {
    if (env.CLAUDE_PROJECT_DIR?.trim()) return open(env.CLAUDE_PROJECT_DIR.trim());
    const root = await clientRoot();
    return open(root ?? cwd);
  }

  async function clientRoot(): Promise<string | undefined> {
    if (!server.getClientCapabilities()?.roots) return undefined;
    try {
      const { roots } = await server.listRoots(undefined, { timeout: 3000 });
      const first = roots.find((root) => root.uri.startsWith("file://"));
      return first ? fileURLToPath(first.uri) : undefined;
    } catch {
      return undefined;
    }
  }

  function ready(): Promise<{ dir: string; context: OperationContext }> {
    if (project) return Promise.resolve(project);
    pending ??= resolveProject().then((resolved) => (project = resolved));
    return pending;
  }

  server.setNotificationHandler(RootsListChangedNotificationSchema, async () => {
    if (env.CLAUDE_PROJECT_DIR?.trim()) return;
    const root = await clientRoot();
    if (root && root !== project?.dir) {
      project = open(root);
      pending = Promise.resolve(project);
      void server.sendResourceListChanged().catch(() => undefined);
    }
  });

  // ── tools ──
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validators = new Map<string, ValidateFunction>(tools.map((tool) => [tool.name, ajv.compile(tool.inputSchema)]));

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema as never,
      annotations: { title: tool.title, ...tool.annotations },
      // Hints for clients that load tool schemas on demand (Claude Code's tool search); others ignore _meta.
      _meta: { "anthropic/searchHint": tool.searchHint, ...(tool.alwaysLoad ? { "anthropic/alwaysLoad": true } : {}) },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    clearTimeout(refreshTimer);
    const tool = tools.find((candidate) => candidate.name === request.params.name);
    if (!tool) {
      const hidden = TOOLS.some((candidate) => candidate.name === request.params.name);
      return errorResult(
        hidden ? "ToolDisabledError" : "UnknownToolError",
        hidden
          ? `The ${request.params.name} tool is turned off: it changes or removes memories for good.`
          : `There is no tool named ${JSON.stringify(request.params.name)}.`,
        hidden
          ? "Start the server with `memory mcp --allow-destructive` (or MEMORY_MCP_ALLOW_DESTRUCTIVE=1) to enable it, or use the memory CLI in a terminal."
          : `Use one of: ${tools.map((t) => t.name).join(", ")}.`,
      );
    }
    const args = request.params.arguments ?? {};
    const validate = validators.get(tool.name)!;
    if (!validate(args))
      return errorResult(
        "InvalidArgumentsError",
        `Invalid arguments for ${tool.name}: ${ajv.errorsText(validate.errors, { dataVar: "arguments" })}.`,
        "Fix the arguments to match the tool's input schema and call it again.",
      );
    return runTool(tool, args);
  });

  // After a write, once no call has come for a moment, bring the catalog and the loaded indexes up to date,
  // so the next search does not pay for it (calls in quick succession do that work themselves).
  let refreshTimer: NodeJS.Timeout | undefined;
  function refreshSoon(context: OperationContext): void {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(
      () => void refreshIndexes(withFileCheck(context)).catch(() => undefined),
      REFRESH_AFTER_MS,
    );
    refreshTimer.unref();
  }

  // Large stores let a search skip checking every file for a few seconds when the directory is unchanged;
  // a file changed in place since the last call (seen by the watcher) makes this call check them all.
  function withFileCheck(context: OperationContext): OperationContext {
    return watcher.takeTouched()
      ? { ...context, settings: withSettings(context.settings, { checkIntervalMs: 0 }) }
      : context;
  }

  async function runTool(tool: ToolSpec, args: Record<string, unknown>): Promise<CallToolResult> {
    try {
      const { dir, context } = await ready();
      // Each call collects its own warnings (calls may run concurrently).
      const warnings: StoreWarning[] = [];
      const { text, structured } = await tool.run(
        { ...withFileCheck(context), warn: (warning) => warnings.push(warning) },
        args,
        { dir },
      );
      if (!(tool.annotations.readOnlyHint ?? false)) {
        watcher.poke();
        refreshSoon(context);
      }
      const notes = [...new Set(warnings.map((warning) => `⚠ ${warning.filePath}: ${warning.message}`))].slice(0, 5);
      return {
        content: [{ type: "text", text: notes.length > 0 ? `${text}\n\n${notes.join("\n")}` : text }],
        structuredContent: warnings.length > 0 ? { ...structured, warnings: [...warnings] } : structured,
      };
    } catch (error) {
      if (isMemoryError(error)) return errorResult(error.name, error.message, fixFor(error), error.code);
      return errorResult(
        "InternalError",
        `Unexpected error in ${tool.name}: ${(error as Error)?.message ?? String(error)}`,
        "This is a bug in the memory server (it keeps running): call the health tool to check the store, and report the error with the arguments used.",
      );
    }
  }

  // ── resources ──
  server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const { context } = await ready();
    return listMemoryResources(context, request.params?.cursor);
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { context } = await ready();
    try {
      return { contents: [await readMemoryResource(context, request.params.uri)] };
    } catch (error) {
      if (isMemoryError(error))
        throw new McpError(
          error.kind === "not-found" ? -32002 : ErrorCode.InvalidParams,
          `${error.name}: ${error.message}`,
          { name: error.name, code: error.code },
        );
      throw error;
    }
  });

  server.oninitialized = () => {
    // Resolve the project (roots need the initialized client), then load what a first search needs, indexes included.
    void ready()
      .then(async ({ context }) => {
        await Promise.all([import("../ops/read.js"), import("../ops/write.js")]);
        await refreshIndexes(context);
      })
      .catch(() => undefined);
  };

  return { server, close: () => watcher.close() };
}

function errorResult(name: string, message: string, fix: string | undefined, code?: string): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: `${name}: ${message}${fix ? `\nFix: ${fix}` : ""}` }],
    structuredContent: { error: { name, ...(code ? { code } : {}), message, ...(fix ? { fix } : {}) } },
  };
}

/** Runs the server on stdin/stdout until the client closes the pipe. */
export async function serveStdio(options: MemoryServerOptions = {}): Promise<void> {
  const { server, close } = createMemoryServer(options);
  // Messages over the size or depth limits are answered with an error before the SDK's reader sees them.
  const input = process.stdin.pipe(
    new BoundedMessages((message) => process.stdout.write(`${JSON.stringify(message)}\n`)),
  );
  const transport = new StdioServerTransport(input as unknown as typeof process.stdin, process.stdout);
  // Never let one bad request or a stray rejection end the process the client depends on.
  process.on("unhandledRejection", (reason) =>
    process.stderr.write(`memory mcp: ${(reason as Error)?.stack ?? String(reason)}\n`),
  );
  process.on("uncaughtException", (error) => process.stderr.write(`memory mcp: ${error.stack ?? String(error)}\n`));
  const done = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
    process.stdin.once("end", () => resolve());
  });
  await server.connect(transport);
  await done;
  close();
  await server.close().catch(() => undefined);
}
