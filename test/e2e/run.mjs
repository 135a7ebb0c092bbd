#!/usr/bin/env node
// End-to-end test: drives the REAL Claude Code CLI (pinned version) against a
// loopback fake of the Anthropic Messages API, with this repo loaded as a
// plugin through --plugin-dir. Plain Node ESM, no dependencies.
//
//   node test/e2e/run.mjs            (npm run test:e2e)
//
// Environment knobs (all optional):
//   E2E_PLUGIN_DIR      plugin to load (default: <repo>/plugin)
//   E2E_MEMORY_CLI      memory CLI used to seed the store (default: <repo>/plugin/dist/cli.cjs)
//   E2E_CACHE_DIR       where the CLI is installed (default: <repo>/.e2e-cache)
//   E2E_ONLY            comma-separated scenario ids to run (hook,command,search-fallback,hostile,heredoc-end,gotchas,
//                       gotchas-log,health,team,driver-notice,mcp,automemory,
//                       subdir,save,bin,validate,install,recall,
//                       recall-description,bash-failure)
//   E2E_SEARCH_ARGS     what the command scenario types after /memory:memory-search (default: token refresh {"code": 401})
//   E2E_BARE=1          add --bare to the claude invocations
//   E2E_DUMP=<dir>      write every request the fake received (JSON) into <dir>
//   E2E_KEEP=1          keep the temp dirs (project, HOME, config) for inspection
//   E2E_VERBOSE=1       print the CLI's stream-json output and stderr
//   E2E_TIMEOUT_MS      per-claude-run timeout (default 120000)

import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const CLAUDE_VERSION = "2.1.337";
const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, "..", "..");
const PLUGIN_DIR = path.resolve(process.env.E2E_PLUGIN_DIR || path.join(REPO, "plugin"));
const MEMORY_CLI = path.resolve(process.env.E2E_MEMORY_CLI || path.join(REPO, "plugin", "dist", "cli.cjs"));
const CACHE_DIR = path.resolve(process.env.E2E_CACHE_DIR || path.join(REPO, ".e2e-cache"));
// A brace then a quote: Claude Code refuses such text in any shell block, so it must reach no shell.
const SEARCH_ARGS = process.env.E2E_SEARCH_ARGS || 'token refresh {"code": 401}';
const RUN_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS || 120_000);
const TOTAL_TIMEOUT_MS = 8 * 60_000; // hard cap for the whole run (npm install included)
const BARE = process.env.E2E_BARE === "1";
const VERBOSE = process.env.E2E_VERBOSE === "1";
const KEEP = process.env.E2E_KEEP === "1";
const DUMP_DIR = process.env.E2E_DUMP ? path.resolve(process.env.E2E_DUMP) : null;
const ONLY = process.env.E2E_ONLY ? new Set(process.env.E2E_ONLY.split(",").map((s) => s.trim())) : null;

// The memory seeded into the test project, and what must show up in requests.
const GOTCHA = {
  title: "Token refresh race",
  slug: "gotcha-token-refresh-race",
  text: "Refreshing the auth token from two requests at once races: the second refresh invalidates the first token. Always go through refreshLock() in src/auth/token.ts.",
  tags: "auth,tokens",
  paths: "src/auth/**",
};
const HOOK_NEEDLES = [GOTCHA.slug, GOTCHA.title, "GOTCHA"];

const startedAt = Date.now();
const tempDirs = [];
const children = new Set();

// ---------------------------------------------------------------- utilities

const log = (...a) => console.log(...a);
const indent = (s, pad = "    ") => String(s).replace(/^/gm, pad);
const clip = (s, n = 1500) => (s.length > n ? s.slice(0, n) + `… [${s.length - n} more chars]` : s);

function mkTemp(prefix) {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), `memory-e2e-${prefix}-`));
  tempDirs.push(d);
  return d;
}

function cleanup() {
  for (const c of children) killTree(c);
  if (KEEP) {
    if (tempDirs.length) log(`(E2E_KEEP=1: kept ${tempDirs.join(" ")})`);
    return;
  }
  for (const d of tempDirs) {
    try {
      fs.rmSync(d, { recursive: true, force: true });
    } catch {
      /* best effort */
    }
  }
}

function killTree(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL"); // detached => own process group
  } catch {
    try {
      child.kill("SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function waitForFile(file, ms) {
  const end = Date.now() + ms;
  while (!fs.existsSync(file)) {
    if (Date.now() > end) return false;
    sleep(250);
  }
  return true;
}

/** Every string found anywhere in a JSON value, concatenated (for needle searches). */
function allText(v, out = []) {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) allText(x, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) allText(x, out);
  return out.join("\n");
}

function systemText(body) {
  const s = body?.system;
  if (typeof s === "string") return s;
  if (Array.isArray(s)) return s.map((b) => (typeof b === "string" ? b : (b?.text ?? ""))).join("\n");
  return "";
}

/** Content blocks of a message, normalised to an array. */
function blocks(msg) {
  if (!msg) return [];
  if (typeof msg.content === "string") return [{ type: "text", text: msg.content }];
  return Array.isArray(msg.content) ? msg.content : [];
}

/** Short human-readable rendering of messages, for debugging failures. */
function renderMessages(messages, { maxBlock = 600 } = {}) {
  const lines = [];
  (messages || []).forEach((m, i) => {
    for (const b of blocks(m)) {
      let t;
      if (b.type === "text") t = `text: ${b.text}`;
      else if (b.type === "tool_use") t = `tool_use ${b.name} ${JSON.stringify(b.input)}`;
      else if (b.type === "tool_result") t = `tool_result${b.is_error ? " (is_error)" : ""}: ${allText(b.content)}`;
      else t = `${b.type}: ${JSON.stringify(b)}`;
      lines.push(`[${i}] ${m.role} ${clip(t, maxBlock).replace(/\n/g, "\n      ")}`);
    }
  });
  return lines.join("\n");
}

// ------------------------------------------------------ install the real CLI

function isolatedEnv(extra = {}) {
  // Minimal environment: nothing from the parent (e.g. an outer Claude Code
  // session's CLAUDE*/ANTHROPIC* variables) leaks into the CLI under test.
  const env = { PATH: process.env.PATH || "/usr/local/bin:/usr/bin:/bin" };
  for (const k of ["LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT", "TEMP", "TMP"])
    if (process.env[k]) env[k] = process.env[k];
  return { ...env, ...extra };
}

function probeVersion(bin, env) {
  if (!bin || !fs.existsSync(bin)) return null;
  const r = spawnSync(bin, ["--version"], { env, encoding: "utf8", timeout: 30_000 });
  const out = `${r.stdout || ""}${r.stderr || ""}`.trim();
  return { ok: r.status === 0 && out.includes(CLAUDE_VERSION), out: out || String(r.error || `exit ${r.status}`) };
}

function findClaude() {
  const home = mkTemp("probe-home");
  const env = isolatedEnv({
    HOME: home,
    CLAUDE_CONFIG_DIR: home,
    DISABLE_AUTOUPDATER: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  });
  const nm = path.join(CACHE_DIR, "node_modules");
  const candidates = [
    path.join(nm, ".bin", process.platform === "win32" ? "claude.cmd" : "claude"),
    path.join(nm, "@anthropic-ai", "claude-code", "bin", "claude.exe"),
  ];
  // If npm skipped the postinstall (which copies the native binary over the
  // bin/claude.exe placeholder), use the platform package's binary directly.
  const scope = path.join(nm, "@anthropic-ai");
  if (fs.existsSync(scope)) {
    for (const d of fs.readdirSync(scope)) {
      if (d.startsWith("claude-code-"))
        candidates.push(path.join(scope, d, process.platform === "win32" ? "claude.exe" : "claude"));
    }
  }
  const tried = [];
  for (const c of candidates) {
    const p = probeVersion(c, env);
    if (!p) continue;
    if (p.ok) return { bin: c, tried };
    tried.push(`${c}: ${p.out.split("\n")[0]}`);
  }
  return { bin: null, tried };
}

function ensureClaude() {
  const pkgJson = path.join(CACHE_DIR, "node_modules", "@anthropic-ai", "claude-code", "package.json");
  let installedVersion = null;
  try {
    installedVersion = JSON.parse(fs.readFileSync(pkgJson, "utf8")).version;
  } catch {
    /* not installed */
  }
  if (installedVersion !== CLAUDE_VERSION) {
    log(`Installing @anthropic-ai/claude-code@${CLAUDE_VERSION} into ${CACHE_DIR} ...`);
    try {
      fs.mkdirSync(CACHE_DIR, { recursive: true });
    } catch (e) {
      log(`FAIL setup: cannot create ${CACHE_DIR}: ${e.message}`);
      return null;
    }
    const r = spawnSync(
      "npm",
      ["install", "--prefix", CACHE_DIR, "--no-audit", "--no-fund", `@anthropic-ai/claude-code@${CLAUDE_VERSION}`],
      { encoding: "utf8", timeout: 6 * 60_000, shell: process.platform === "win32" },
    );
    if (r.status !== 0) {
      log(
        `FAIL setup: npm install failed (${r.error ? r.error.message : `exit ${r.status}${r.signal ? `, ${r.signal}` : ""}`})`,
      );
      log(indent(clip(`${r.stdout || ""}\n${r.stderr || ""}`.trim(), 4000)));
      return null;
    }
  }
  const found = findClaude();
  if (!found.bin) {
    log(`FAIL setup: no working claude ${CLAUDE_VERSION} executable under ${CACHE_DIR}`);
    for (const t of found.tried) log(indent(t));
    log("    (delete the cache directory to force a reinstall)");
    return null;
  }
  return found.bin;
}

// --------------------------------------------------- fake Messages API server

let msgCounter = 0;

function messageStart(model) {
  return {
    type: "message_start",
    message: {
      id: `msg_e2e_${++msgCounter}`,
      type: "message",
      role: "assistant",
      model: model || "claude-sonnet-4-5",
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 1 },
    },
  };
}

/** reply: { text } or { toolUse: { id?, name, input } } (optionally with text first). */
function sseEvents(reply, model) {
  const ev = [messageStart(model)];
  let index = 0;
  if (reply.text !== undefined) {
    ev.push({ type: "content_block_start", index, content_block: { type: "text", text: "" } });
    ev.push({ type: "content_block_delta", index, delta: { type: "text_delta", text: reply.text } });
    ev.push({ type: "content_block_stop", index });
    index++;
  }
  if (reply.toolUse) {
    const { id, name, input } = reply.toolUse;
    ev.push({ type: "content_block_start", index, content_block: { type: "tool_use", id, name, input: {} } });
    ev.push({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: "" } });
    ev.push({
      type: "content_block_delta",
      index,
      delta: { type: "input_json_delta", partial_json: JSON.stringify(input) },
    });
    ev.push({ type: "content_block_stop", index });
  }
  ev.push({
    type: "message_delta",
    delta: { stop_reason: reply.toolUse ? "tool_use" : "end_turn", stop_sequence: null },
    usage: { output_tokens: 5 },
  });
  ev.push({ type: "message_stop" });
  return ev;
}

function jsonMessage(reply, model) {
  const content = [];
  if (reply.text !== undefined) content.push({ type: "text", text: reply.text });
  if (reply.toolUse) content.push({ type: "tool_use", ...reply.toolUse });
  return {
    id: `msg_e2e_${++msgCounter}`,
    type: "message",
    role: "assistant",
    model: model || "claude-sonnet-4-5",
    content,
    stop_reason: reply.toolUse ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

/**
 * Main-loop requests carry the agent's tools (Read, Bash, ...). Side calls
 * (session title, quota probe, ...) have no tools; subagents are tagged with
 * x-claude-code-agent-id.
 */
function classify(body, headers) {
  if (!body || typeof body !== "object") return "side";
  if (headers["x-claude-code-agent-id"]) return "side";
  const tools = Array.isArray(body.tools) ? body.tools : [];
  const hasAgentTools = tools.some((t) => t && (t.name === "Read" || t.name === "Bash"));
  if (!hasAgentTools) return "side";
  if (/generate a concise|sentence-case title/i.test(systemText(body))) return "side";
  return "main";
}

class FakeAnthropic {
  constructor() {
    this.requests = []; // { n, method, path, headers, body, kind, mainIndex, reply }
    this.script = null; // (req, mainIndex) => reply
    this.maxMain = 12; // runaway guard per scenario
    this.server = http.createServer((req, res) => this.#handle(req, res));
  }

  start() {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(0, "127.0.0.1", () => {
        this.port = this.server.address().port;
        resolve(this.port);
      });
    });
  }

  close() {
    return new Promise((resolve) => {
      this.server.closeAllConnections?.();
      this.server.close(() => resolve());
      setTimeout(resolve, 2000).unref();
    });
  }

  /** Start a scenario: new script, fresh request log. */
  reset(script) {
    this.requests = [];
    this.script = script;
  }

  get main() {
    return this.requests.filter((r) => r.kind === "main");
  }

  #handle(req, res) {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("error", () => {});
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const urlPath = (req.url || "").split("?")[0];
      let body = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = { _unparsed: raw.slice(0, 2000) };
      }
      const rec = {
        n: this.requests.length + 1,
        method: req.method,
        path: urlPath,
        url: req.url,
        headers: req.headers,
        body,
        kind: "other",
      };
      this.requests.push(rec);
      try {
        if (req.method === "POST" && urlPath === "/v1/messages/count_tokens") {
          rec.kind = "count_tokens";
          return this.#json(res, 200, { input_tokens: 10 });
        }
        if (req.method === "POST" && urlPath === "/v1/messages") {
          rec.kind = classify(body, req.headers);
          let reply = { text: "ok" };
          if (rec.kind === "main") {
            rec.mainIndex = this.requests.filter((r) => r.kind === "main").length - 1;
            if (rec.mainIndex >= this.maxMain) reply = { text: "done (runaway guard)" };
            else if (this.script) reply = this.script(rec, rec.mainIndex) || { text: "done" };
            else reply = { text: "done" };
          }
          rec.reply = reply;
          if (body && body.stream) return this.#sse(res, sseEvents(reply, body.model));
          return this.#json(res, 200, jsonMessage(reply, body?.model));
        }
        return this.#json(res, 404, {
          type: "error",
          error: { type: "not_found_error", message: `fake: no route ${req.method} ${urlPath}` },
        });
      } catch (e) {
        return this.#json(res, 500, { type: "error", error: { type: "api_error", message: `fake: ${e.message}` } });
      }
    });
  }

  #json(res, status, obj) {
    const s = JSON.stringify(obj);
    res.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(s),
      "request-id": `req_e2e_${Date.now()}`,
    });
    res.end(s);
  }

  #sse(res, events) {
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "request-id": `req_e2e_${Date.now()}`,
    });
    for (const e of events) res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
    res.end();
  }

  dump(label) {
    if (!DUMP_DIR) return;
    const dir = path.join(DUMP_DIR, label);
    fs.mkdirSync(dir, { recursive: true });
    for (const r of this.requests) {
      const name = `${String(r.n).padStart(2, "0")}-${r.kind}${r.mainIndex !== undefined ? r.mainIndex : ""}.json`;
      fs.writeFileSync(path.join(dir, name), JSON.stringify(r, null, 2));
    }
  }
}

// ------------------------------------------------------------- running claude

function claudeEnv(port, home, configDir) {
  return isolatedEnv({
    HOME: home,
    USERPROFILE: home,
    CLAUDE_CONFIG_DIR: configDir,
    ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
    ANTHROPIC_API_KEY: "test-key",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL: "1",
    CLAUDE_CODE_DISABLE_TERMINAL_TITLE: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_ERROR_REPORTING: "1",
    DISABLE_AUTOUPDATER: "1",
    CLAUDE_CODE_MAX_RETRIES: "1",
    API_TIMEOUT_MS: String(RUN_TIMEOUT_MS),
  });
}

function runClaude(bin, args, { cwd, env, timeoutMs = RUN_TIMEOUT_MS }) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(bin, args, {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: process.platform !== "win32",
    });
    children.add(child);
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    const timer = setTimeout(() => {
      timedOut = true;
      killTree(child);
    }, timeoutMs);
    const finish = (code, signal, error) => {
      clearTimeout(timer);
      children.delete(child);
      const events = [];
      for (const line of stdout.split("\n")) {
        if (!line.trim().startsWith("{")) continue;
        try {
          events.push(JSON.parse(line));
        } catch {
          /* not JSON */
        }
      }
      resolve({ code, signal, error, timedOut, stdout, stderr, events, ms: Date.now() - t0 });
    };
    child.on("error", (e) => finish(null, null, e));
    child.on("close", (code, signal) => finish(code, signal, null));
  });
}

function mainArgs(prompt) {
  const a = [
    "-p",
    prompt,
    "--plugin-dir",
    PLUGIN_DIR,
    "--allowedTools",
    "Read",
    "--output-format",
    "stream-json",
    "--verbose",
  ];
  if (BARE) a.push("--bare");
  return a;
}

function describeRun(r) {
  const bits = [`exit ${r.code ?? "-"}${r.signal ? ` (${r.signal})` : ""}`, `${(r.ms / 1000).toFixed(1)}s`];
  if (r.timedOut) bits.push("TIMED OUT");
  if (r.error) bits.push(`spawn error: ${r.error.message}`);
  const result = r.events.find((e) => e.type === "result");
  if (result)
    bits.push(
      `result: ${result.subtype}${result.is_error ? " (is_error)" : ""} ${JSON.stringify(clip(String(result.result ?? ""), 200))}`,
    );
  return bits.join(", ");
}

/** Plugin-load facts from the stream-json system/init event. */
/** Problems every claude run can have, before scenario-specific checks. */
function runProblems(r, info) {
  const p = [];
  if (r.error) p.push(`could not start claude: ${r.error.message}`);
  if (r.timedOut) p.push(`claude did not finish within ${RUN_TIMEOUT_MS / 1000}s and was killed (E2E_TIMEOUT_MS)`);
  if (!info.init) p.push("no system/init event in the stream-json output (claude crashed or printed nothing?)");
  else {
    if (!info.loaded)
      p.push(`plugin "memory" from ${PLUGIN_DIR} not in system/init plugins: ${JSON.stringify(info.plugins)}`);
    if (info.errors.length) p.push(`plugin_errors: ${JSON.stringify(info.errors)}`);
  }
  return p;
}

function pluginInfo(r) {
  const init = r.events.find((e) => e.type === "system" && e.subtype === "init");
  if (!init) return { init: null, loaded: false, errors: [], commands: [] };
  const plugins = init.plugins || [];
  return {
    init,
    loaded: plugins.some((p) => p.name === "memory" && (!p.path || path.resolve(p.path) === PLUGIN_DIR)),
    plugins,
    errors: init.plugin_errors || [],
    commands: (init.slash_commands || []).filter((c) => String(c).startsWith("memory:")),
  };
}

// ------------------------------------------------------------- test project

function makeProject(home) {
  const dir = mkTemp("project");
  fs.mkdirSync(path.join(dir, "src", "auth"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "src", "auth", "token.ts"),
    'export async function refreshToken(): Promise<string> {\n  return "tok";\n}\n',
  );
  const git = spawnSync("git", ["init", "-q"], { cwd: dir, encoding: "utf8" });
  if (git.status !== 0) throw new Error(`git init failed: ${git.stderr || git.error}`);
  const seed = () =>
    spawnSync(
      process.execPath,
      [
        MEMORY_CLI,
        "write",
        GOTCHA.text,
        "--type",
        "gotcha",
        "--tags",
        GOTCHA.tags,
        "--title",
        GOTCHA.title,
        "--paths",
        GOTCHA.paths,
      ],
      { cwd: dir, encoding: "utf8", timeout: 60_000, env: isolatedEnv({ HOME: home, USERPROFILE: home }) },
    );
  // dist/ may be mid-rebuild (deleted and rewritten): wait for it briefly, retry once.
  if (!waitForFile(MEMORY_CLI, 30_000)) throw new Error(`memory CLI not found at ${MEMORY_CLI} (run npm run build)`);
  let w = seed();
  if (w.status !== 0 && !fs.existsSync(path.join(dir, ".claude", "memory", `${GOTCHA.slug}.md`))) {
    sleep(3000);
    waitForFile(MEMORY_CLI, 30_000);
    w = seed();
  }
  if (w.status !== 0) throw new Error(`seeding the memory store failed (exit ${w.status}):\n${w.stdout}${w.stderr}`);
  if (!fs.existsSync(path.join(dir, ".claude", "memory")))
    throw new Error(`memory CLI did not create ${dir}/.claude/memory`);
  return dir;
}

/** Fresh HOME / CLAUDE_CONFIG_DIR / project for one scenario. */
function freshWorld() {
  const home = mkTemp("home");
  const configDir = mkTemp("config");
  const project = makeProject(home);
  return { home, configDir, project };
}

// ------------------------------------------------------------------ scenarios

async function scenarioHook(ctx, world = freshWorld(), args = mainArgs) {
  const { bin, fake } = ctx;
  const { home, configDir, project } = world;
  const target = path.join(project, "src", "auth", "token.ts");
  const toolUseId = "toolu_e2e_read_1";
  let toolUseSentAt = -1;
  fake.reset((_req, i) => {
    // First main-loop turn: read the file the gotcha is about. Afterwards: finish.
    if (toolUseSentAt < 0) {
      toolUseSentAt = i;
      return { toolUse: { id: toolUseId, name: "Read", input: { file_path: target } } };
    }
    return { text: "done" };
  });
  const r = await runClaude(bin, args("Look at src/auth/token.ts and tell me what it does."), {
    cwd: project,
    // Prompt recall would show the gotcha with this prompt already (and a memory is shown once a session).
    env: { ...claudeEnv(fake.port, home, configDir), MEMORY_PROMPT_RECALL: "0" },
  });
  fake.dump("hook");
  const info = pluginInfo(r);
  const problems = runProblems(r, info);
  const main = fake.main;
  const followUp = main.find((m) => m.mainIndex === toolUseSentAt + 1);
  const details = [`claude: ${describeRun(r)}`, `requests: ${fake.requests.length} total, ${main.length} main-loop`];
  if (r.timedOut || r.error) {
    /* already reported */
  } else if (toolUseSentAt < 0)
    problems.push("the CLI never made a main-loop request (nothing to answer with tool_use)");
  else if (!followUp) problems.push("no main-loop request after the Read tool_use (tool never completed?)");
  let verdict = null;
  if (followUp) {
    const msgs = followUp.body.messages || [];
    // Only look at what came AFTER our tool_use turn, so context injected
    // earlier (e.g. by a SessionStart hook) cannot make this pass.
    const tuIdx = msgs.findIndex(
      (m) => m.role === "assistant" && blocks(m).some((b) => b.type === "tool_use" && b.id === toolUseId),
    );
    const after = tuIdx >= 0 ? msgs.slice(tuIdx + 1) : msgs;
    const result = after.flatMap(blocks).find((b) => b.type === "tool_result" && b.tool_use_id === toolUseId);
    if (!result) problems.push("tool_result for the Read call not found in the follow-up request");
    else if (result.is_error)
      problems.push(
        `Read tool failed: ${clip(allText(result.content), 300)} (a failed tool fires PostToolUseFailure, not PostToolUse)`,
      );
    const text = allText(after);
    const hit = HOOK_NEEDLES.find((n) => text.includes(n));
    if (!hit) {
      problems.push(
        "hook context not found: none of " +
          JSON.stringify(HOOK_NEEDLES) +
          " appears after the tool_use in the follow-up request",
      );
      if (BARE) details.push("note: with --bare, Claude Code 2.1.330 does not run the hooks of --plugin-dir plugins");
    } else {
      // Where exactly did it land? (message index / role / block type)
      after.forEach((m, k) => {
        blocks(m).forEach((b, j) => {
          if (!verdict && allText(b).includes(hit))
            verdict = `found "${hit}" in messages[${tuIdx + 1 + k}] (role ${m.role}) block ${j} (${b.type})`;
        });
      });
      details.push(verdict);
    }
    const before = allText(main[0]?.body?.messages || []);
    if (HOOK_NEEDLES.slice(0, 2).some((n) => before.includes(n)))
      details.push("note: the gotcha was already in the FIRST request (injected before the Read)");
    if (problems.length) {
      details.push("follow-up request, messages after the tool_use:");
      details.push(indent(renderMessages(after, { maxBlock: 1200 })));
    }
  }
  if (problems.length) {
    if (!info.commands.length && info.init) details.push(`plugin commands in init: none`);
    details.push(...stderrTail(r));
  }
  return { ok: problems.length === 0, problems, details, run: r };
}

// The decision seeded beside the gotcha for the recall scenario, and a prompt that needs it.
const DECISION = {
  title: "Postgres over MongoDB for the ledger",
  slug: "decision-postgres-over-mongodb-ledger",
  text: "Invoices need multi-row transactions and foreign keys: we chose PostgreSQL over MongoDB.",
  tags: "database,postgres",
};
const BRIEF_NEEDLE = "Memory for this project";
const RECALL_NEEDLE = "relevant to this prompt";

/**
 * Recall in a fresh clone (memory files committed, no index): the session
 * brief at start, the decision a prompt needs, the gotcha after a Read; and a
 * second session whose prompt needs nothing gets the brief and no recall.
 */
async function scenarioRecall(ctx) {
  const { bin, fake } = ctx;
  const { home, configDir, project } = freshWorld();
  const write = spawnSync(
    process.execPath,
    [MEMORY_CLI, "write", DECISION.text, "--type", "decision", "--tags", DECISION.tags, "--title", DECISION.title],
    {
      cwd: project,
      encoding: "utf8",
      timeout: 60_000,
      env: isolatedEnv({ HOME: home, USERPROFILE: home }),
    },
  );
  if (write.status !== 0) throw new Error(`seeding the decision failed: ${write.stdout}${write.stderr}`);
  // A fresh clone has the files and nothing derived from them.
  fs.rmSync(path.join(project, ".claude", "memory", ".index"), { recursive: true, force: true });
  const target = path.join(project, "src", "auth", "token.ts");
  const toolUseId = "toolu_e2e_recall_read";
  let toolUseSentAt = -1;
  fake.reset((_req, i) => {
    if (toolUseSentAt < 0) {
      toolUseSentAt = i;
      return { toolUse: { id: toolUseId, name: "Read", input: { file_path: target } } };
    }
    return { text: "done" };
  });
  const env = claudeEnv(fake.port, home, configDir);
  const r = await runClaude(
    bin,
    mainArgs("Should the new ledger tables go in MongoDB or Postgres? Then look at src/auth/token.ts."),
    { cwd: project, env },
  );
  fake.dump("recall");
  const info = pluginInfo(r);
  const problems = runProblems(r, info);
  const details = [`claude: ${describeRun(r)}`];
  const main = fake.main;
  const first = main[0];
  if (!first) problems.push("the CLI never made a main-loop request");
  else {
    const text = allText(first.body.messages || []) + systemText(first.body);
    if (!text.includes(BRIEF_NEEDLE)) problems.push(`session brief ("${BRIEF_NEEDLE}") not in the first request`);
    if (!text.includes(DECISION.slug)) problems.push(`prompt recall: ${DECISION.slug} not in the first request`);
    if (problems.length)
      details.push("first request:", indent(renderMessages(first.body.messages || [], { maxBlock: 1500 })));
  }
  const followUp = main.find((m) => m.mainIndex === toolUseSentAt + 1);
  if (!followUp) problems.push("no main-loop request after the Read tool_use");
  else {
    const msgs = followUp.body.messages || [];
    const tuIdx = msgs.findIndex(
      (m) => m.role === "assistant" && blocks(m).some((b) => b.type === "tool_use" && b.id === toolUseId),
    );
    if (!allText(tuIdx >= 0 ? msgs.slice(tuIdx + 1) : msgs).includes(GOTCHA.slug))
      problems.push(`gotcha ${GOTCHA.slug} not injected after the Read`);
  }

  // A second session: a prompt that needs nothing from memory.
  fake.reset(() => ({ text: "done" }));
  const quiet = await runClaude(bin, mainArgs("thanks, that is all for now"), { cwd: project, env });
  fake.dump("recall-quiet");
  problems.push(...runProblems(quiet, pluginInfo(quiet)).map((p) => `second session: ${p}`));
  const quietFirst = fake.main[0];
  if (!quietFirst) problems.push("second session: no main-loop request");
  else {
    const text = allText(quietFirst.body.messages || []) + systemText(quietFirst.body);
    if (!text.includes(BRIEF_NEEDLE)) problems.push("second session: no session brief");
    if (text.includes(RECALL_NEEDLE))
      problems.push("second session: prompt recall injected for a prompt that needs nothing");
  }
  if (problems.length) details.push(...stderrTail(r));
  return { ok: problems.length === 0, problems, details, run: r };
}

// A decision whose body says how amounts are kept, and whose description says when it matters.
const DESCRIBED = {
  slug: "decision-integer-cents",
  request: {
    slug: "decision-integer-cents",
    type: "decision",
    title: "Amounts are integer cents",
    tags: ["money"],
    content: "Every amount is an integer number of cents (amount_minor). Convert at the edges only, never in between.",
    fields: { description: "discounts, VAT, shipping fees, refunds, a total that is off by a cent" },
  },
};

/**
 * Prompt recall through a memory's description: a prompt worded like the
 * description (none of its words are in the body) brings the memory; in a
 * second session a trivial prompt brings nothing.
 */
async function scenarioRecallDescription(ctx) {
  const { bin, fake } = ctx;
  const { home, configDir, project } = freshWorld();
  const write = spawnSync(process.execPath, [MEMORY_CLI, "write", "--json"], {
    cwd: project,
    encoding: "utf8",
    timeout: 60_000,
    input: JSON.stringify(DESCRIBED.request),
    env: isolatedEnv({ HOME: home, USERPROFILE: home }),
  });
  if (write.status !== 0) throw new Error(`seeding the described decision failed: ${write.stdout}${write.stderr}`);
  const env = claudeEnv(fake.port, home, configDir);
  const problems = [];
  const details = [];
  fake.reset(() => ({ text: "done" }));
  const r = await runClaude(bin, mainArgs("Add a 10% discount to the checkout for returning customers"), {
    cwd: project,
    env,
  });
  fake.dump("recall-description");
  problems.push(...runProblems(r, pluginInfo(r)));
  const first = fake.main[0];
  if (!first) problems.push("the CLI never made a main-loop request");
  else {
    const text = allText(first.body.messages || []) + systemText(first.body);
    if (!text.includes(DESCRIBED.slug)) {
      problems.push(
        `prompt recall: ${DESCRIBED.slug} not in the first request for a prompt worded like its description`,
      );
      details.push("first request:", indent(renderMessages(first.body.messages || [], { maxBlock: 1500 })));
    }
  }
  fake.reset(() => ({ text: "done" }));
  const quiet = await runClaude(bin, mainArgs("fix the typo in the README heading"), { cwd: project, env });
  fake.dump("recall-description-quiet");
  problems.push(...runProblems(quiet, pluginInfo(quiet)).map((p) => `second session: ${p}`));
  const quietFirst = fake.main[0];
  if (!quietFirst) problems.push("second session: no main-loop request");
  else if ((allText(quietFirst.body.messages || []) + systemText(quietFirst.body)).includes(RECALL_NEEDLE))
    problems.push("second session: prompt recall injected for a trivial prompt");
  if (problems.length) details.push(...stderrTail(r));
  return { ok: problems.length === 0, problems, details, run: r };
}

/**
 * A Bash command that fails fires PostToolUseFailure, not PostToolUse: the
 * gotcha about that command must reach the model after the failure.
 */
async function scenarioBashFailure(ctx) {
  const { bin, fake } = ctx;
  const { home, configDir, project } = freshWorld();
  const write = spawnSync(
    process.execPath,
    [
      MEMORY_CLI,
      "write",
      "make deploy talks to the internal registry: connect the VPN first, then run it again.",
      "--type",
      "gotcha",
      "--slug",
      "gotcha-make-deploy-needs-vpn",
      "--title",
      "make deploy fails off the VPN",
      "--tags",
      "deploy",
      "--commands",
      "make deploy*",
    ],
    { cwd: project, encoding: "utf8", timeout: 60_000, env: isolatedEnv({ HOME: home, USERPROFILE: home }) },
  );
  if (write.status !== 0) throw new Error(`seeding the gotcha failed: ${write.stdout}${write.stderr}`);
  const toolUseId = "toolu_e2e_bash_failure";
  let toolUseSentAt = -1;
  fake.reset((_req, i) => {
    if (toolUseSentAt < 0) {
      toolUseSentAt = i;
      // No Makefile in the project: the command exits non-zero.
      return { toolUse: { id: toolUseId, name: "Bash", input: { command: "make deploy", description: "Deploy" } } };
    }
    return { text: "done" };
  });
  const args = mainArgs("ship it");
  args[args.indexOf("--allowedTools") + 1] = "Read,Bash(make deploy)";
  const r = await runClaude(bin, args, {
    cwd: project,
    env: { ...claudeEnv(fake.port, home, configDir), MEMORY_PROMPT_RECALL: "0" },
  });
  fake.dump("bash-failure");
  const problems = runProblems(r, pluginInfo(r));
  const details = [];
  const followUp = fake.main.find((m) => m.mainIndex === toolUseSentAt + 1);
  if (!followUp) problems.push("no main-loop request after the Bash tool_use");
  else {
    const msgs = followUp.body.messages || [];
    const tuIdx = msgs.findIndex(
      (m) => m.role === "assistant" && blocks(m).some((b) => b.type === "tool_use" && b.id === toolUseId),
    );
    const after = tuIdx >= 0 ? msgs.slice(tuIdx + 1) : msgs;
    if (!allText(after).includes("gotcha-make-deploy-needs-vpn")) {
      problems.push("gotcha-make-deploy-needs-vpn not injected after the failed command");
      details.push("after the tool_use:", indent(renderMessages(after, { maxBlock: 1500 })));
    }
  }
  if (problems.length) details.push(...stderrTail(r));
  return { ok: problems.length === 0, problems, details, run: r };
}

/**
 * Team memory: the gotcha is not written here but by a teammate in their clone,
 * and arrives with `git pull` (memory files merged by the memory merge driver,
 * a memory edited on both sides merged too). The next Read must inject it.
 */
async function scenarioTeamMerge(ctx) {
  return scenarioHook(ctx, teamWorld());
}

function teamWorld() {
  const home = mkTemp("home");
  const configDir = mkTemp("config");
  const mateHome = mkTemp("home-teammate");
  const project = mkTemp("project");
  const mate = mkTemp("teammate");
  const identity = {
    GIT_AUTHOR_NAME: "e2e",
    GIT_AUTHOR_EMAIL: "e2e@example.com",
    GIT_COMMITTER_NAME: "e2e",
    GIT_COMMITTER_EMAIL: "e2e@example.com",
  };
  const step = (cmd, args, cwd, h) => {
    const r = spawnSync(cmd, args, {
      cwd,
      encoding: "utf8",
      timeout: 60_000,
      env: isolatedEnv({ HOME: h, USERPROFILE: h, ...identity }),
    });
    if (r.status !== 0)
      throw new Error(
        `${path.basename(cmd)} ${args.join(" ")} failed in ${cwd} (exit ${r.status}): ${r.stderr || r.stdout || r.error}`,
      );
    return r.stdout;
  };
  const memory = (args, cwd, h) => step(process.execPath, [MEMORY_CLI, ...args], cwd, h);
  const decision = "decision-lazy-token-refresh";
  if (!waitForFile(MEMORY_CLI, 30_000)) throw new Error(`memory CLI not found at ${MEMORY_CLI} (run npm run build)`);
  fs.mkdirSync(path.join(project, "src", "auth"), { recursive: true });
  fs.writeFileSync(
    path.join(project, "src", "auth", "token.ts"),
    'export async function refreshToken(): Promise<string> {\n  return "tok";\n}\n',
  );
  step("git", ["init", "-q", "-b", "main"], project, home);
  memory(
    [
      "write",
      "We refresh tokens lazily, on the first 401.",
      "--type",
      "decision",
      "--tags",
      "auth",
      "--title",
      "Lazy token refresh",
    ],
    project,
    home,
  );
  memory(["git-setup"], project, home);
  step("git", ["add", "-A"], project, home);
  step("git", ["commit", "-q", "-m", "start"], project, home);
  // The teammate: a clone of their own, the gotcha, and an edit of the shared decision.
  step("git", ["clone", "-q", project, mate], path.dirname(mate), mateHome);
  memory(["git-setup"], mate, mateHome);
  memory(
    ["write", GOTCHA.text, "--type", "gotcha", "--tags", GOTCHA.tags, "--title", GOTCHA.title, "--paths", GOTCHA.paths],
    mate,
    mateHome,
  );
  memory(
    [
      "write",
      "We refresh tokens lazily, on the first 401.",
      "--slug",
      decision,
      "--type",
      "decision",
      "--tags",
      "auth,tokens",
      "--title",
      "Lazy token refresh",
    ],
    mate,
    mateHome,
  );
  step("git", ["add", "-A"], mate, mateHome);
  step("git", ["commit", "-q", "-m", "teammate: token gotcha"], mate, mateHome);
  // Here, meanwhile: the same decision edited differently (another tag).
  memory(
    [
      "write",
      "We refresh tokens lazily, on the first 401.",
      "--slug",
      decision,
      "--type",
      "decision",
      "--tags",
      "auth,http",
      "--title",
      "Lazy token refresh",
    ],
    project,
    home,
  );
  step("git", ["add", "-A"], project, home);
  step("git", ["commit", "-q", "-m", "decision: tag"], project, home);
  step("git", ["pull", "-q", "--no-rebase", "--no-edit", mate, "main"], project, home);
  const store = path.join(project, ".claude", "memory");
  if (!fs.existsSync(path.join(store, `${GOTCHA.slug}.md`)))
    throw new Error("the pull did not bring the teammate's gotcha");
  const merged = fs.readFileSync(path.join(store, `${decision}.md`), "utf8");
  if (!/- tokens\n/.test(merged) || !/- http\n/.test(merged))
    throw new Error(`the decision edited on both sides did not merge by meaning:\n${merged}`);
  return { home, configDir, project };
}

// A query holding a heredoc's end line, then a command (the command once pasted the query into a heredoc): the
// command must never run. Whether Claude Code refuses the expansion or the model is called, the marker file the
// command would create must not exist, and the command's output reaches no one.
async function scenarioHeredocEnd(ctx) {
  const { bin, fake } = ctx;
  const { home, configDir, project } = freshWorld();
  const marker = path.join(mkTemp("heredoc"), "pwned");
  fake.reset(() => ({ text: "Here is what memory found." }));
  const query = `token refresh\nMEMORY_QUERY_END\ntouch ${marker}; echo PWNED-$((6*7))\nnode -e 1 <<'MEMORY_QUERY_END'`;
  const r = await runClaude(bin, mainArgs(`/memory:memory-search ${query}`), {
    cwd: project,
    env: claudeEnv(fake.port, home, configDir),
  });
  fake.dump("heredoc-end");
  const problems = runProblems(r, pluginInfo(r));
  const text = fake.main
    .map((request) => allText((request.body.messages || []).filter((m) => m.role === "user")))
    .join("\n");
  const result = r.events.find((e) => e.type === "result");
  const outcome = fake.main.length
    ? "the model was called"
    : `the expansion was refused (${clip(String(result?.result ?? "no result event"), 160)})`;
  if (fs.existsSync(marker)) problems.push(`the query's command ran: ${marker} exists`);
  if (text.includes("PWNED-42") || String(result?.result ?? "").includes("PWNED-42"))
    problems.push("the output of the query's command reached the conversation");
  return { ok: problems.length === 0, problems, details: [`claude: ${describeRun(r)}`, outcome], run: r };
}

// ------------------------------------------- the search, gotchas and health commands (the model calls the tools)

/** The user text of a request's messages: the command's expansion in the first main-loop request. */
const userText = (request) => allText((request?.body.messages || []).filter((m) => m.role === "user"));

/**
 * `/memory:<command> <args>` headless, allowed only what the command file allows (no --allowedTools). Its
 * expansion must reach the model whole (no shell block refused or failed) with the typed arguments verbatim and the
 * tool it is told to call; the fake model then calls that tool as `call(expansion)` says, and the tool_result must
 * hold every needle and none of the forbidden strings.
 */
async function scenarioCommandTool(
  ctx,
  { label, command, args, call, needles, absent = [], forbidden = [], world, extraArgs, env },
) {
  world ??= freshWorld();
  const problems = [];
  const id = `toolu_e2e_${label.replace(/\W/g, "_")}`;
  let toolUse = null;
  const s = await scripted(ctx, {
    label,
    cwd: world.project,
    prompt: `/memory:${command} ${args}`,
    steps: [
      (request) => {
        const expansion = userText(request);
        const wanted = call(expansion);
        if (!wanted) return { text: "the command named no tool to call" };
        toolUse = { id, ...wanted };
        return { toolUse };
      },
    ],
    allowedTools: [],
    extraArgs,
    env,
    world,
  });
  problems.push(...s.problems);
  const expansion = userText(s.main[0]);
  const result = s.run.events.find((e) => e.type === "result");
  if (!s.main.length)
    problems.push(`the model was never called: ${clip(String(result?.result ?? "no result event"), 400)}`);
  else {
    if (/Shell command (permission check )?failed/i.test(expansion))
      problems.push(`the expansion holds a shell failure: ${clip(expansion, 400)}`);
    if (!expansion.includes(args.trim())) problems.push("the typed arguments are not in the expansion verbatim");
    if (!toolUse) problems.push(`the expansion names no tool to call: ${clip(expansion, 600)}`);
  }
  let text = "";
  if (toolUse) {
    const failed = toolResultProblem(s.results, id, `${label}: ${toolUse.name}`);
    if (failed) problems.push(failed);
    text = allText(s.results.get(id)?.content ?? "");
    for (const needle of needles)
      if (!(needle instanceof RegExp ? needle.test(text) : text.includes(needle)))
        problems.push(`the ${toolUse.name} result lacks ${needle}: ${clip(text, 500)}`);
    for (const needle of absent)
      if (needle instanceof RegExp ? needle.test(text) : text.includes(needle))
        problems.push(`the ${toolUse.name} result holds ${needle}: ${clip(text, 500)}`);
  }
  for (const bad of forbidden)
    if (expansion.includes(bad) || text.includes(bad))
      problems.push(`${JSON.stringify(bad)} reached the conversation: user text ran in a shell`);
  const details = [
    `claude: ${describeRun(s.run)}`,
    toolUse
      ? `${toolUse.name} ${clip(JSON.stringify(toolUse.input), 200)} → ${clip(text.replace(/\s+/g, " "), 200)}`
      : "",
  ];
  if (problems.length) details.push(...stderrTail(s.run));
  return { ok: problems.length === 0, problems, details, run: s.run, toolUse, text };
}

/** The fake model's call of an MCP tool the expansion tells it to call (null when it names none). */
function mcpCall(tool, input) {
  const name = `mcp__plugin_memory_memory__${tool}`;
  return (expansion) =>
    expansion.includes(name) ? { name, input: typeof input === "function" ? input(expansion) : input } : null;
}

/** The ```bash snippet of a command file, for the fake model to run as its Bash fallback or --fix. */
function commandSnippet(command, contains) {
  const text = fs.readFileSync(path.join(PLUGIN_DIR, "commands", `${command}.md`), "utf8");
  return [...text.matchAll(/```bash\n([\s\S]*?)```/g)].map((m) => m[1].trim()).find((t) => t.includes(contains));
}

/** The session id Claude Code substituted for ${CLAUDE_SESSION_ID} in /memory:check-gotchas. */
const sessionOf = (expansion) => /`session` set to `([^`$]+)`/.exec(expansion)?.[1];

function searchScenario(args, forbidden = []) {
  return (ctx) =>
    scenarioCommandTool(ctx, {
      label: "search",
      command: "memory-search",
      args,
      call: mcpCall("search", { query: args, limit: 8 }),
      needles: [GOTCHA.slug, GOTCHA.title],
      forbidden,
    });
}

/**
 * /memory:memory-search without the MCP tool: the Bash fallback its command file shows, the query on a quoted heredoc
 * with its `{` left out, which Claude Code must let run (a file would not do: Write refuses .claude/ as sensitive,
 * and Bash refuses a redirection from a file outside the project).
 */
async function scenarioSearchFallback(ctx) {
  const world = freshWorld();
  const fallback = commandSnippet("memory-search", "no opening brace>");
  const command = fallback?.replace(/<[^>\n]*no opening brace>/, SEARCH_ARGS.replaceAll("{", ""));
  const s = await scripted(ctx, {
    label: "search-fallback",
    cwd: world.project,
    prompt: `/memory:memory-search ${SEARCH_ARGS}`,
    steps: [
      command && { toolUse: { id: "toolu_e2e_fb_bash", name: "Bash", input: { command, description: "search" } } },
    ],
    allowedTools: [],
    world,
  });
  const problems = [...s.problems];
  if (!fallback) problems.push("commands/memory-search.md shows no ```bash fallback with the query on a heredoc");
  const failed = toolResultProblem(s.results, "toolu_e2e_fb_bash", "Bash memory search");
  if (failed) problems.push(failed);
  const text = allText(s.results.get("toolu_e2e_fb_bash")?.content ?? "");
  if (!text.includes(GOTCHA.slug)) problems.push(`the fallback search did not list ${GOTCHA.slug}: ${clip(text, 300)}`);
  const details = [`claude: ${describeRun(s.run)}`, `Bash → ${clip(text.replace(/\s+/g, " "), 160)}`];
  if (problems.length) details.push(...stderrTail(s.run));
  return { ok: problems.length === 0, problems, details, run: s.run };
}

function gotchasScenario(ctx, { world, extraArgs, env, needles = [], absent = [] } = {}) {
  return scenarioCommandTool(ctx, {
    label: "gotchas",
    command: "check-gotchas",
    args: "src/auth/token.ts",
    call: (expansion) =>
      sessionOf(expansion) &&
      mcpCall("gotchas", { path: "src/auth/token.ts", session: sessionOf(expansion) })(expansion),
    needles: [GOTCHA.slug, `src/auth/token.ts matches ${GOTCHA.paths}`, ...needles],
    absent,
    world,
    extraArgs,
    env,
  });
}

async function scenarioHealth(ctx) {
  const report = await scenarioCommandTool(ctx, {
    label: "health",
    command: "check-memory-health",
    args: "",
    call: mcpCall("health", {}),
    needles: [/"totalMemories":\s*1\b/],
  });
  const fix = commandSnippet("check-memory-health", "--fix");
  const fixed = await scenarioCommandTool(ctx, {
    label: "health-fix",
    command: "check-memory-health",
    args: "--fix",
    call: (expansion) =>
      fix && expansion.includes(fix) ? { name: "Bash", input: { command: fix, description: "repair" } } : null,
    needles: ["Memory System Health Report", "Total memories: 1"],
  });
  return {
    ok: report.ok && fixed.ok,
    problems: [...report.problems.map((p) => `report: ${p}`), ...fixed.problems.map((p) => `--fix: ${p}`)],
    details: [...report.details, ...fixed.details],
  };
}

/**
 * Since 2.1.337, --strict fails on one warning about the plugin's bin/ folder (claude.ai's directory refuses one;
 * Claude Code loads it and puts `memory` on the Bash tool's PATH, which the slash commands and the skill use). Kept on
 * purpose: a strict check passes when that is its only warning and nothing else failed.
 */
function onlyBinWarning(out) {
  return (
    /Found 1 warning/.test(out) &&
    /❯ bin: /.test(out) &&
    !/Found \d+ errors?|✘ (?!Validation failed \(--strict)/.test(out)
  );
}

async function scenarioValidate(ctx) {
  const { bin } = ctx;
  const home = mkTemp("validate-home");
  const env = isolatedEnv({
    HOME: home,
    CLAUDE_CONFIG_DIR: home,
    DISABLE_AUTOUPDATER: "1",
    DISABLE_TELEMETRY: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  });
  const manifest = path.join(PLUGIN_DIR, ".claude-plugin", "plugin.json");
  const checks = [
    { target: PLUGIN_DIR, extra: ["--strict"], required: true },
    { target: manifest, extra: ["--strict"], required: true },
  ];
  // The repository's marketplace, whose entry points at the plugin directory.
  if (!process.env.E2E_PLUGIN_DIR) checks.push({ target: REPO, extra: ["--strict"], required: true });
  // Plugin-directory (catalog submission) rules: reported, not enforced.
  checks.push({ target: PLUGIN_DIR, extra: ["--profile", "directory"], required: false });
  checks.push({ target: PLUGIN_DIR, extra: ["--strict", "--profile", "directory"], required: false });
  const problems = [];
  const details = [];
  for (const c of checks) {
    const args = ["plugin", "validate", c.target, ...c.extra];
    const r = await runClaude(bin, args, { cwd: REPO, env, timeoutMs: 60_000 });
    const out = `${r.stdout}${r.stderr}`.trim() || "(no output)";
    const ok = r.code === 0 || (c.extra.includes("--strict") && onlyBinWarning(out));
    details.push(
      `$ claude ${args.join(" ")}  → exit ${r.code ?? r.signal}${r.timedOut ? " (TIMED OUT)" : ""}${c.required ? "" : " [informational]"}`,
    );
    if (c.required && !ok) problems.push(`claude ${args.join(" ")} exited ${r.code ?? r.signal}`);
    // Full output when a required check fails (or E2E_VERBOSE); else the gist.
    if ((c.required && !ok) || VERBOSE) details.push(indent(clip(out, 6000)));
    else {
      const gist = out
        .split("\n")
        .filter((l) => /^\s*(✘|⚠|✔)|\([A-Z][A-Z0-9_]{3,}\)/.test(l))
        .map((l) => clip(l.trim(), 220));
      details.push(indent(gist.join("\n") || clip(out, 600)));
    }
  }
  return { ok: problems.length === 0, problems, details };
}

/**
 * The README's headless install from a local clone, as a user types it in their own project: marketplace add,
 * install, then a session (no --plugin-dir) whose Read gets the gotcha; Claude Code runs the clone's plugin/ in
 * place (the README says so); uninstall and marketplace remove leave no plugin behind.
 */
async function scenarioInstall(ctx) {
  const { bin, fake } = ctx;
  const world = freshWorld();
  const env = claudeEnv(fake.port, world.home, world.configDir);
  const problems = [];
  const details = [];
  const claude = async (...args) => {
    const r = await runClaude(bin, args, { cwd: world.project, env, timeoutMs: 60_000 });
    details.push(`$ claude ${args.join(" ")}  → exit ${r.code ?? r.signal}${r.timedOut ? " (TIMED OUT)" : ""}`);
    if (r.code !== 0)
      problems.push(`claude ${args.join(" ")} exited ${r.code ?? r.signal}: ${clip(r.stderr || r.stdout, 600)}`);
    return r;
  };
  const installed = async () => {
    const r = await claude("plugin", "list", "--json");
    try {
      return JSON.parse(r.stdout).filter((p) => p.id === "memory@memory-plugin");
    } catch {
      problems.push(`claude plugin list --json printed no JSON: ${clip(r.stdout, 300)}`);
      return [];
    }
  };
  await claude("plugin", "marketplace", "add", REPO);
  await claude("plugin", "install", "memory@memory-plugin");
  const [entry] = await installed();
  const inPlace = path.join(REPO, "plugin");
  if (!entry?.enabled) problems.push(`memory@memory-plugin is not installed and enabled: ${JSON.stringify(entry)}`);
  else if (entry.readFromFolder !== undefined && path.resolve(entry.readFromFolder) !== inPlace)
    problems.push(
      `Claude Code reads the plugin from ${entry.readFromFolder}, not the clone's ${inPlace} (fix the README)`,
    );
  else details.push(`installed: read from ${entry.readFromFolder ?? entry.installPath}`);
  if (problems.length === 0) {
    const withoutPluginDir = (prompt) =>
      mainArgs(prompt).filter((arg, i, all) => arg !== "--plugin-dir" && all[i - 1] !== "--plugin-dir");
    const session = await scenarioHook(ctx, world, withoutPluginDir);
    details.push(...session.details);
    problems.push(...session.problems);
  }
  await claude("plugin", "uninstall", "memory@memory-plugin");
  await claude("plugin", "marketplace", "remove", "memory-plugin");
  if ((await installed()).length > 0)
    problems.push("memory@memory-plugin is still listed after the README's uninstall");
  return { ok: problems.length === 0, problems, details };
}

/**
 * The plugin's MCP server: its tools must be in the request the model receives,
 * and a tool_use of the search tool must come back with the seeded memory.
 */
async function scenarioMcp(ctx) {
  const { bin, fake } = ctx;
  const { home, configDir, project } = freshWorld();
  const toolUseId = "toolu_e2e_mcp_search_1";
  let searchTool = null;
  let toolUseSentAt = -1;
  fake.reset((req, i) => {
    if (toolUseSentAt >= 0) return { text: "done" };
    const names = (req.body.tools || []).map((t) => t.name);
    searchTool = names.find((n) => /^mcp__.*memory.*__search$/.test(n)) || null;
    if (!searchTool) return { text: "no memory search tool offered" };
    toolUseSentAt = i;
    return { toolUse: { id: toolUseId, name: searchTool, input: { query: "token refresh" } } };
  });
  const args = [
    "-p",
    "What do we know about token refresh?",
    "--plugin-dir",
    PLUGIN_DIR,
    "--allowedTools",
    "Read",
    "mcp__plugin_memory_memory",
    "--output-format",
    "stream-json",
    "--verbose",
  ];
  if (BARE) args.push("--bare");
  const r = await runClaude(bin, args, { cwd: project, env: claudeEnv(fake.port, home, configDir) });
  fake.dump("mcp");
  const info = pluginInfo(r);
  const problems = runProblems(r, info);
  const main = fake.main;
  const details = [`claude: ${describeRun(r)}`, `requests: ${fake.requests.length} total, ${main.length} main-loop`];
  const first = main[0];
  const memoryTools = (first?.body?.tools || [])
    .map((t) => t.name)
    .filter((n) => n.startsWith("mcp__") && n.includes("memory"));
  details.push(`memory MCP tools offered: ${memoryTools.join(", ") || "none"}`);
  const mcpInit = (info.init?.mcp_servers || []).map((s) => `${s.name}: ${s.status}`);
  if (mcpInit.length) details.push(`mcp servers in init: ${mcpInit.join(", ")}`);
  if (!first) problems.push("the CLI never made a main-loop request");
  else {
    // search, read and save come with their schemas; the others are named for Claude Code's tool search.
    for (const tool of ["search", "read", "save"]) {
      if (!memoryTools.some((n) => n.endsWith(`__${tool}`)))
        problems.push(`no memory MCP tool "${tool}" in the first request's tools`);
    }
    const requestText = allText(first.body);
    for (const tool of ["gotchas", "link", "list", "health", "feedback"]) {
      if (!new RegExp(`mcp__\\w*memory\\w*__${tool}\\b`).test(requestText))
        problems.push(`memory MCP tool "${tool}" not named anywhere in the first request`);
    }
    const search = (first.body.tools || []).find((t) => t.name === searchTool);
    if (search && !/query/.test(JSON.stringify(search.input_schema || {})))
      problems.push("the search tool has no query in its input schema");
  }
  const followUp = main.find((m) => m.mainIndex === toolUseSentAt + 1);
  if (toolUseSentAt >= 0 && !followUp)
    problems.push("no main-loop request after the search tool_use (tool never completed?)");
  if (followUp) {
    const result = (followUp.body.messages || [])
      .flatMap(blocks)
      .find((b) => b.type === "tool_result" && b.tool_use_id === toolUseId);
    const text = result ? allText(result.content) : "";
    if (!result) problems.push("tool_result for the search call not found in the follow-up request");
    else if (result.is_error) problems.push(`search tool failed: ${clip(text, 400)}`);
    else if (!text.includes(GOTCHA.slug) || !text.includes(GOTCHA.title))
      problems.push(`search result lacks the memory: ${clip(text, 400)}`);
    else details.push(`tool_result: ${clip(text.split("\n").slice(0, 2).join(" | "), 200)}`);
  }
  if (problems.length) details.push(...stderrTail(r));
  return { ok: problems.length === 0, problems, details, run: r };
}

/**
 * /memory:check-gotchas on a fresh install, then after the hook injected:
 * `--log` (the model runs `memory gotchas --log` in Bash, as the command says) must list the injection of this
 * project; a new session must not hear "already shown"; the session that saw it must (Claude Code substitutes
 * ${CLAUDE_SESSION_ID} in the command file, and the model passes it to the gotchas tool).
 */
async function scenarioGotchasLog(ctx) {
  const { bin, fake } = ctx;
  const world = freshWorld();
  const { project } = world;
  // Prompt recall would show the gotcha with the prompt already (a memory is shown once a session).
  const env = { MEMORY_PROMPT_RECALL: "0" };
  const problems = [];
  const details = [];
  const take = (label, outcome) => {
    problems.push(...outcome.problems.map((p) => `${label}: ${p}`));
    details.push(`${label}: ${outcome.details.filter(Boolean).join(" | ")}`);
  };
  const log = (label, needles) =>
    scenarioCommandTool(ctx, {
      label: "gotchas-log",
      command: "check-gotchas",
      args: "--log",
      call: (expansion) =>
        expansion.includes("`memory gotchas --log`")
          ? { name: "Bash", input: { command: "memory gotchas --log", description: "injection log" } }
          : null,
      needles,
      world,
      env,
    }).then((outcome) => take(label, outcome));

  await log("fresh install --log", ["The hook has injected no gotchas in this project yet"]);

  // A session that reads the file the gotcha is about: the hook injects and logs it.
  const target = path.join(project, "src", "auth", "token.ts");
  let sent = false;
  fake.reset(() => {
    if (sent) return { text: "done" };
    sent = true;
    return { toolUse: { id: "toolu_e2e_log_1", name: "Read", input: { file_path: target } } };
  });
  const read = await runClaude(bin, mainArgs("Look at src/auth/token.ts."), {
    cwd: project,
    env: { ...claudeEnv(fake.port, world.home, world.configDir), ...env },
  });
  details.push(`Read session: ${describeRun(read)}`);
  const sessionId = read.events.find((e) => e.type === "system" && e.subtype === "init")?.session_id;

  await log("--log after the Read", ["Read src/auth/token.ts", `injected: ${GOTCHA.slug}`]);

  const unmarked = /already shown in this session|"shownThisSession":\s*true/;
  take("a new session", await gotchasScenario(ctx, { world, env, absent: [unmarked] }));
  if (!sessionId) problems.push("no session_id in the Read session's init event");
  else
    take(
      "the session that saw it",
      await gotchasScenario(ctx, { world, env, extraArgs: ["--resume", sessionId], needles: [unmarked] }),
    );
  return { ok: problems.length === 0, problems, details };
}

/**
 * A clone whose driver no memory command has set up yet: the session-start hook's background refresh registers it,
 * and the hook hands the one notice to the user as its systemMessage, beside the brief (which must still reach the
 * model: Claude Code takes the JSON holding both).
 */
async function scenarioDriverNotice(ctx) {
  const world = freshWorld();
  spawnSync("git", ["config", "--local", "--remove-section", "merge.memory"], { cwd: world.project });
  fs.rmSync(path.join(world.project, ".claude", "memory", ".index"), { recursive: true, force: true });
  const s = await scripted(ctx, { label: "driver-notice", cwd: world.project, prompt: "hello", steps: [], world });
  const problems = [...s.problems];
  const response = s.run.events.find(
    (e) => e.type === "system" && e.subtype === "hook_response" && e.hook_event === "SessionStart",
  );
  let output = {};
  try {
    output = JSON.parse(response?.output || "{}");
  } catch {
    problems.push(`the SessionStart hook printed no JSON: ${clip(String(response?.output), 300)}`);
  }
  if (!String(output.systemMessage ?? "").includes("Set up the memory merge driver"))
    problems.push(`no merge-driver notice in the SessionStart systemMessage: ${clip(String(response?.output), 300)}`);
  if (response && response.outcome !== "success") problems.push(`the SessionStart hook's outcome: ${response.outcome}`);
  if (!allText(s.main[0]?.body.messages || []).includes(BRIEF_NEEDLE))
    problems.push("the brief did not reach the model");
  const driver = spawnSync("git", ["config", "merge.memory.driver"], { cwd: world.project, encoding: "utf8" });
  if (driver.status !== 0) problems.push("the merge driver was not registered");
  const shown = s.run.events.filter((e) => JSON.stringify(e).includes("Set up the memory merge driver"));
  const details = [
    `claude: ${describeRun(s.run)}`,
    `events naming the notice: ${shown.map((e) => `${e.type}/${e.subtype ?? ""}`).join(", ") || "none"}`,
  ];
  if (problems.length) details.push(...stderrTail(s.run));
  return { ok: problems.length === 0, problems, details, run: s.run };
}

// ------------------------------------------- scripted conversations (subdirectory, save, bin)

/**
 * Runs claude with the fake model answering main-loop turn i with steps[i] (then "done"), and returns the run, the
 * main-loop requests and, for each tool_use the model sent, the tool_result Claude Code sent back (by id).
 */
async function scripted(
  ctx,
  { label, cwd, prompt, steps, allowedTools = ["Read"], env: extraEnv = {}, world, extraArgs = [] },
) {
  const { bin, fake } = ctx;
  // A step is a reply, or a function of the request giving one (a reply that depends on what the model was shown).
  fake.reset((req, i) => (typeof steps[i] === "function" ? steps[i](req) : steps[i]) ?? { text: "done" });
  const args = ["-p", prompt, "--plugin-dir", PLUGIN_DIR, ...extraArgs];
  if (allowedTools.length) args.push("--allowedTools", ...allowedTools);
  args.push("--output-format", "stream-json", "--verbose");
  if (BARE) args.push("--bare");
  const run = await runClaude(bin, args, {
    cwd,
    env: { ...claudeEnv(fake.port, world.home, world.configDir), ...extraEnv },
  });
  fake.dump(label);
  const main = fake.main;
  const results = new Map();
  for (const request of main)
    for (const block of (request.body.messages || []).flatMap(blocks))
      if (block.type === "tool_result") results.set(block.tool_use_id, block);
  /** What reached the model after the tool_use with this id: its result and any hook context. */
  const after = (id) => {
    const next = main.find((request) => results.has(id) && allText(request.body.messages || []).includes(id));
    const msgs = next?.body.messages || [];
    const at = msgs.findIndex((m) => blocks(m).some((b) => b.type === "tool_use" && b.id === id));
    return at >= 0 ? msgs.slice(at + 1) : [];
  };
  return { run, main, results, after, problems: runProblems(run, pluginInfo(run)) };
}

function toolResultProblem(results, id, what) {
  const result = results.get(id);
  if (!result) return `${what}: no tool_result came back (refused before it ran?)`;
  if (result.is_error) return `${what} failed: ${clip(allText(result.content), 500)}`;
  return null;
}

/**
 * Claude started in src/ of the repository: the brief and the gotcha after a Read come from the repository's
 * store, and MCP save writes there (not into src/.claude/).
 */
async function scenarioSubdirectory(ctx) {
  const world = freshWorld();
  const src = path.join(world.project, "src");
  const target = path.join(src, "auth", "token.ts");
  const saved = { slug: "decision-refresh-lock-owner", title: "Refresh lock owner" };
  const steps = [
    { toolUse: { id: "toolu_e2e_sub_read", name: "Read", input: { file_path: target } } },
    {
      toolUse: {
        id: "toolu_e2e_sub_save",
        name: "mcp__plugin_memory_memory__save",
        input: {
          type: "decision",
          title: saved.title,
          content: "The auth module owns the refresh lock; other modules call refreshToken().",
          tags: ["auth"],
        },
      },
    },
  ];
  const s = await scripted(ctx, {
    label: "subdirectory",
    cwd: src,
    prompt: "Look at auth/token.ts, then record who owns the refresh lock.",
    steps,
    allowedTools: ["Read", "mcp__plugin_memory_memory"],
    env: { MEMORY_PROMPT_RECALL: "0" },
    world,
  });
  const problems = [...s.problems];
  const first = s.main[0];
  if (!first) problems.push("the CLI never made a main-loop request");
  else if (!allText(first.body.messages || []).includes(BRIEF_NEEDLE))
    problems.push(`no session brief ("${BRIEF_NEEDLE}") in the first request: the repository's store was not found`);
  const read = toolResultProblem(s.results, "toolu_e2e_sub_read", "Read");
  if (read) problems.push(read);
  else if (!allText(s.after("toolu_e2e_sub_read")).includes(GOTCHA.slug))
    problems.push(`gotcha ${GOTCHA.slug} not injected after the Read from src/`);
  const save = toolResultProblem(s.results, "toolu_e2e_sub_save", "MCP save");
  if (save) problems.push(save);
  const inRepo = path.join(world.project, ".claude", "memory", `${saved.slug}.md`);
  if (!fs.existsSync(inRepo)) problems.push(`MCP save did not write ${inRepo}`);
  if (fs.existsSync(path.join(src, ".claude"))) problems.push("a second store appeared: src/.claude/ exists");
  const details = [`claude: ${describeRun(s.run)}`];
  if (problems.length) details.push(...stderrTail(s.run));
  return { ok: problems.length === 0, problems, details, run: s.run };
}

/**
 * /memory:memory-save, headless, allowed only what its command file allows: through the MCP save tool, and
 * through its Bash fallback (the plugin's bin/memory with flags and a heredoc), which Claude Code must not refuse
 * and whose hook must not echo the gotcha just saved; and content with a `{` and a quote through a file.
 */
async function scenarioSave(ctx) {
  const problems = [];
  const details = [];
  const command = fs.readFileSync(path.join(PLUGIN_DIR, "commands", "memory-save.md"), "utf8");
  const fallback = /```bash\n([\s\S]*?)```/.exec(command)?.[1]?.trim();
  const fallbackSlug = "gotcha-token-refresh-races-under-parallel-requests";
  const contentFile = path.join(mkTemp("content"), "memory-content-e2e.md");
  const ways = [
    {
      label: "save-mcp",
      step: {
        toolUse: {
          id: "toolu_e2e_save_mcp",
          name: "mcp__plugin_memory_memory__save",
          input: {
            type: "gotcha",
            title: "Publish needs the OTP",
            content: "npm publish asks for a one-time password: get it from the release vault first.",
            tags: ["release", "npm"],
            commands: ["npm publish*"],
          },
        },
      },
      slug: "gotcha-publish-needs-otp",
    },
    fallback && {
      label: "save-bash",
      step: { toolUse: { id: "toolu_e2e_save_bash", name: "Bash", input: { command: fallback, description: "save" } } },
      slug: fallbackSlug,
    },
    // Content holding a brace and a quote: written to a temporary file outside the project (as the command says),
    // which `memory write --content-file` reads itself (Bash would refuse a `<` redirection from outside the project).
    {
      label: "save-file",
      before: () => ({
        toolUse: {
          id: "toolu_e2e_save_write",
          name: "Write",
          input: {
            file_path: contentFile,
            content: 'The API answers {"code": 401} when the token expired: refresh, then retry once.\n',
          },
        },
      }),
      step: {
        toolUse: {
          id: "toolu_e2e_save_file",
          name: "Bash",
          input: {
            command: `memory write --type gotcha --title "API error body on expiry" --tags api --content-file ${contentFile}`,
            description: "save",
          },
        },
      },
      slug: "gotcha-api-error-body-expiry",
      holds: '{"code": 401}',
      toolsOk: ["toolu_e2e_save_write"],
      projectUntouched: true,
    },
  ].filter(Boolean);
  if (!fallback) problems.push("commands/memory-save.md shows no ```bash fallback");
  for (const way of ways) {
    const world = freshWorld();
    const s = await scripted(ctx, {
      label: way.label,
      cwd: world.project,
      prompt: "/memory:memory-save the npm publish OTP trap",
      steps: way.before ? [way.before(world.project), way.step] : [way.step],
      allowedTools: [],
      world,
    });
    problems.push(...s.problems.map((p) => `${way.label}: ${p}`));
    details.push(`${way.label}: ${describeRun(s.run)}`);
    const id = way.step.toolUse.id;
    const failed = toolResultProblem(s.results, id, `${way.label}: ${way.step.toolUse.name}`);
    if (failed) problems.push(failed);
    for (const before of way.toolsOk ?? []) {
      const refused = toolResultProblem(s.results, before, `${way.label}: ${before}`);
      if (refused) problems.push(refused);
    }
    const strays = way.projectUntouched
      ? fs.readdirSync(world.project).filter((name) => name.includes("memory-content"))
      : [];
    if (strays.length) problems.push(`${way.label}: a content file was left in the project: ${strays.join(", ")}`);
    const file = path.join(world.project, ".claude", "memory", `${way.slug}.md`);
    if (!fs.existsSync(file)) problems.push(`${way.label}: no memory written at ${file}`);
    else if (way.holds && !fs.readFileSync(file, "utf8").includes(way.holds))
      problems.push(`${way.label}: the memory lacks ${way.holds}`);
    if (way.label === "save-bash" && allText(s.after(id)).includes("GOTCHA (from memory)"))
      problems.push("save-bash: the hook after the save echoed a gotcha back");
    if (!s.main.length) {
      const result = s.run.events.find((e) => e.type === "result");
      problems.push(`${way.label}: the model was never called: ${clip(String(result?.result ?? ""), 300)}`);
    }
  }
  return { ok: problems.length === 0, problems, details };
}

/** `memory` in a Bash call of the model: the plugin's bin/ is on the Bash tool's PATH. */
async function scenarioBin(ctx) {
  const world = freshWorld();
  const s = await scripted(ctx, {
    label: "bin",
    cwd: world.project,
    prompt: "What does memory say about token refresh?",
    steps: [
      {
        toolUse: {
          id: "toolu_e2e_bin",
          name: "Bash",
          input: { command: 'memory search "token refresh"', description: "search memory" },
        },
      },
    ],
    allowedTools: ["Bash(memory:*)"],
    world,
  });
  const problems = [...s.problems];
  const failed = toolResultProblem(s.results, "toolu_e2e_bin", "Bash memory search");
  if (failed) problems.push(failed);
  else if (!allText(s.results.get("toolu_e2e_bin").content).includes(GOTCHA.slug))
    problems.push(
      `memory search did not list ${GOTCHA.slug}: ${clip(allText(s.results.get("toolu_e2e_bin").content), 300)}`,
    );
  const details = [`claude: ${describeRun(s.run)}`];
  if (!failed)
    details.push(`tool_result: ${clip(allText(s.results.get("toolu_e2e_bin").content).split("\n")[0], 160)}`);
  return { ok: problems.length === 0, problems, details, run: s.run };
}

// Claude Code's own memory (the auto scope). A memory the model writes into the memory directory Claude Code's
// system prompt names (with its Write tool, MEMORY.md too) is found by the MCP search tool in the next session,
// marked as Claude Code's; /memory:promote shows it as a candidate and promotes it through the plugin's
// `memory` in Bash; the next session's brief does not name it (MEMORY.md already put it in context).
const AUTO = {
  name: "integration-tests-real-db",
  file: "feedback_real_db.md",
  title: "Integration tests hit a real DB",
  text: [
    "---",
    "name: integration-tests-real-db",
    "description: Integration tests hit a real Postgres, never mocks",
    "metadata:",
    "  type: feedback",
    "---",
    "",
    "Integration tests must hit a real Postgres, never mocks.",
    "",
    "**Why:** mocked tests passed while the prod migration failed.",
    "**How to apply:** every test under test/integration.",
    "",
  ].join("\n"),
};

/** The memory directory Claude Code's system prompt gives the model, or null. */
function autoMemoryDirOf(body) {
  const text = systemText(body) + "\n" + allText(body.messages || []);
  const match = /file-based memory(?: system)? at `?([^`\s]+?)`?[\s.]/.exec(text);
  return match ? match[1].replace(/\/$/, "") : null;
}

async function scenarioAutoMemory(ctx) {
  const { bin, fake } = ctx;
  const world = freshWorld();
  const problems = [];
  const details = [];
  const env = claudeEnv(fake.port, world.home, world.configDir);
  const args = (prompt, tools) => {
    const a = ["-p", prompt, "--plugin-dir", PLUGIN_DIR];
    if (tools.length) a.push("--allowedTools", ...tools);
    a.push("--output-format", "stream-json", "--verbose");
    if (BARE) a.push("--bare");
    return a;
  };

  // Session 1: the model writes a memory into Claude Code's memory directory with its Write tool.
  let dir = null;
  fake.reset((req, i) => {
    if (i === 0) dir = autoMemoryDirOf(req.body);
    if (!dir) return { text: "no memory directory in the system prompt" };
    if (i === 0)
      return {
        toolUse: {
          id: "toolu_auto_write_1",
          name: "Write",
          input: { file_path: path.join(dir, AUTO.file), content: AUTO.text },
        },
      };
    if (i === 1)
      return {
        toolUse: {
          id: "toolu_auto_write_2",
          name: "Write",
          input: {
            file_path: path.join(dir, "MEMORY.md"),
            content: `- [${AUTO.title}](${AUTO.file}) — no mocks for database tests\n`,
          },
        },
      };
    return { text: "saved" };
  });
  const write = await runClaude(
    bin,
    args("Remember: integration tests must hit a real database, never mocks.", ["Write"]),
    {
      cwd: world.project,
      env,
    },
  );
  fake.dump("auto-write");
  problems.push(...runProblems(write, pluginInfo(write)).map((p) => `write session: ${p}`));
  details.push(`write session: ${describeRun(write)}; Claude Code's memory directory: ${dir ?? "none found"}`);
  if (!dir) return { ok: false, problems: [...problems, "the system prompt names no memory directory"], details };
  if (!fs.existsSync(path.join(dir, AUTO.file)))
    problems.push(`the Write tool did not create ${path.join(dir, AUTO.file)}`);
  // Where the plugin looks for it must be where Claude Code put it.
  const located = spawnSync(process.execPath, [MEMORY_CLI, "list", "--scope", "auto", "--json"], {
    cwd: world.project,
    encoding: "utf8",
    env: isolatedEnv({ HOME: world.home, USERPROFILE: world.home, CLAUDE_CONFIG_DIR: world.configDir }),
  });
  if (!located.stdout.includes(AUTO.name))
    problems.push(`memory list --scope auto does not list it: ${clip(located.stdout + located.stderr, 400)}`);

  // Session 2: the MCP search tool finds it, marked as Claude Code's memory.
  let searchAt = -1;
  fake.reset((req, i) => {
    if (searchAt >= 0) return { text: "done" };
    const tool = (req.body.tools || []).map((t) => t.name).find((n) => /^mcp__.*memory.*__search$/.test(n));
    if (!tool) return { text: "no memory search tool offered" };
    searchAt = i;
    return {
      toolUse: { id: "toolu_auto_search", name: tool, input: { query: "integration tests real database mocks" } },
    };
  });
  const search = await runClaude(
    bin,
    args("Should the integration tests mock the database?", ["mcp__plugin_memory_memory"]),
    {
      cwd: world.project,
      env,
    },
  );
  fake.dump("auto-search");
  problems.push(...runProblems(search, pluginInfo(search)).map((p) => `search session: ${p}`));
  const first = fake.main[0];
  if (first && !(systemText(first.body) + allText(first.body.messages || [])).includes(AUTO.file))
    details.push("note: Claude Code did not put MEMORY.md's line in the second session's context");
  const result = fake.main
    .flatMap((request) => (request.body.messages || []).flatMap(blocks))
    .find((b) => b.type === "tool_result" && b.tool_use_id === "toolu_auto_search");
  const found = result ? allText(result.content) : "";
  if (!result) problems.push("the MCP search tool never answered");
  else if (!found.includes(AUTO.name) || !found.includes("Claude Code's own memory"))
    problems.push(`the MCP search result lacks Claude Code's memory: ${clip(found, 400)}`);
  else details.push(`search: ${clip(found.split("\n").slice(0, 2).join(" | "), 200)}`);

  // Session 3: /memory:promote lists it as a candidate; the model promotes it with the plugin's `memory`.
  fake.reset((_req, i) =>
    i === 0
      ? {
          toolUse: {
            id: "toolu_auto_promote",
            name: "Bash",
            input: { command: `memory promote ${AUTO.name}`, description: "promote" },
          },
        }
      : { text: "promoted" },
  );
  const promote = await runClaude(bin, args(`/memory:promote ${AUTO.name}`, []), { cwd: world.project, env });
  fake.dump("auto-promote");
  problems.push(...runProblems(promote, pluginInfo(promote)).map((p) => `promote session: ${p}`));
  const expanded = fake.main[0] ? allText(fake.main[0].body.messages || []) : "";
  if (!fake.main.length) {
    const res = promote.events.find((e) => e.type === "result");
    problems.push(`/memory:promote never reached the model: ${clip(String(res?.result ?? ""), 300)}`);
  } else if (!expanded.includes(AUTO.name) || !expanded.includes("would be created"))
    problems.push(`/memory:promote did not show the candidate: ${clip(expanded, 600)}`);
  const promoted = fake.main
    .flatMap((request) => (request.body.messages || []).flatMap(blocks))
    .find((b) => b.type === "tool_result" && b.tool_use_id === "toolu_auto_promote");
  if (!promoted || promoted.is_error)
    problems.push(`memory promote failed: ${clip(allText(promoted?.content ?? "no result"), 400)}`);
  const store = path.join(world.project, ".claude", "memory");
  const teamFile = fs.existsSync(store)
    ? fs
        .readdirSync(store)
        .find(
          (f) =>
            f.endsWith(".md") &&
            fs.readFileSync(path.join(store, f), "utf8").includes(`promoted_from: claude-code:${AUTO.name}`),
        )
    : undefined;
  if (!teamFile) problems.push("no team memory with promoted_from after /memory:promote");
  else details.push(`promoted as ${teamFile}`);
  if (!fs.existsSync(path.join(dir, AUTO.file))) problems.push("promote removed Claude Code's file without --move");

  // Session 4: the brief does not repeat what MEMORY.md already put in context.
  fake.reset(() => ({ text: "hello" }));
  const next = await runClaude(bin, args("hello", ["Read"]), { cwd: world.project, env });
  fake.dump("auto-brief");
  problems.push(...runProblems(next, pluginInfo(next)).map((p) => `brief session: ${p}`));
  const briefText = fake.main[0] ? allText(fake.main[0].body.messages || []) + systemText(fake.main[0].body) : "";
  if (!briefText.includes(BRIEF_NEEDLE)) problems.push(`no session brief ("${BRIEF_NEEDLE}") in the next session`);
  const teamSlug = teamFile?.replace(/\.md$/, "");
  const brief = briefText.slice(briefText.indexOf(BRIEF_NEEDLE), briefText.indexOf(BRIEF_NEEDLE) + 1400);
  if (teamSlug && brief.includes(teamSlug)) problems.push(`the brief repeats the promoted memory: ${clip(brief, 500)}`);
  return { ok: problems.length === 0, problems, details };
}

function stderrTail(r) {
  const s = (r.stderr || "").trim();
  return s ? ["claude stderr (tail):", indent(clip(s.slice(-2000), 2000))] : [];
}

const SCENARIOS = [
  { id: "hook", name: "gotcha hook (PostToolUse Read → additionalContext)", fn: scenarioHook, needsServer: true },
  {
    id: "command",
    name: `/memory:memory-search ${SEARCH_ARGS} (the model calls the MCP search tool with the typed text)`,
    fn: searchScenario(SEARCH_ARGS),
    needsServer: true,
  },
  {
    id: "search-fallback",
    name: "/memory:memory-search without the MCP tool: memory search in Bash, the query on a heredoc less its {",
    fn: scenarioSearchFallback,
    needsServer: true,
  },
  {
    id: "hostile",
    name: "/memory:memory-search with shell metacharacters in the query",
    fn: searchScenario(`token refresh'; echo PWNED-$((6*7)) \`echo TICK\`; $(echo DOLLAR)`, [
      "PWNED-42",
      "\nTICK",
      "\nDOLLAR",
    ]),
    needsServer: true,
  },
  {
    id: "heredoc-end",
    name: "/memory:memory-search with the heredoc end line and a command in the query",
    fn: scenarioHeredocEnd,
    needsServer: true,
  },
  {
    id: "gotchas",
    name: "/memory:check-gotchas <path> (the MCP gotchas tool, with this session)",
    fn: (ctx) => gotchasScenario(ctx),
    needsServer: true,
  },
  {
    id: "gotchas-log",
    name: '/memory:check-gotchas --log on a fresh install and after an injection; "this session"',
    fn: scenarioGotchasLog,
    needsServer: true,
  },
  {
    id: "health",
    name: "/memory:check-memory-health (the MCP health tool) and --fix (memory health --fix in Bash)",
    fn: scenarioHealth,
    needsServer: true,
  },
  {
    id: "team",
    name: "a teammate's gotcha arrives with git pull (merge driver) → the next Read injects it",
    fn: scenarioTeamMerge,
    needsServer: true,
  },
  {
    id: "driver-notice",
    name: "a clone without the merge driver: the session-start refresh sets it up, the user is told once (systemMessage)",
    fn: scenarioDriverNotice,
    needsServer: true,
  },
  {
    id: "mcp",
    name: "MCP server: tools offered to the model, search tool_use returns the memory",
    fn: scenarioMcp,
    needsServer: true,
  },
  {
    id: "subdir",
    name: "Claude started in src/: brief, gotcha after Read and MCP save use the repository's store",
    fn: scenarioSubdirectory,
    needsServer: true,
  },
  {
    id: "save",
    name: "/memory:memory-save headless: MCP save, and its Bash fallback through the plugin's bin/memory",
    fn: scenarioSave,
    needsServer: true,
  },
  { id: "bin", name: "`memory search` in a Bash call (the plugin's bin/ on PATH)", fn: scenarioBin, needsServer: true },
  {
    id: "automemory",
    name: "Claude Code's own memory: written by the Write tool, found by MCP search, /memory:promote, not in the brief",
    fn: scenarioAutoMemory,
    needsServer: true,
  },
  { id: "validate", name: "claude plugin validate --strict", fn: scenarioValidate },
  {
    id: "install",
    name: "the README's install from a local clone (marketplace add, install), a session's gotcha, uninstall",
    fn: scenarioInstall,
    needsServer: true,
  },
  {
    id: "recall",
    name: 'recall: brief at start, decision for a prompt, gotcha after Read, silence for "thanks"',
    fn: scenarioRecall,
    needsServer: true,
  },
  {
    id: "recall-description",
    name: "recall: a prompt worded like a memory's description brings it, a trivial one brings nothing",
    fn: scenarioRecallDescription,
    needsServer: true,
  },
  {
    id: "bash-failure",
    name: "PostToolUseFailure: a failed Bash command gets the gotcha about that command",
    fn: scenarioBashFailure,
    needsServer: true,
  },
];

// ----------------------------------------------------------------------- main

async function main() {
  log(`memory plugin e2e — claude ${CLAUDE_VERSION}, plugin ${PLUGIN_DIR}${BARE ? " (--bare)" : ""}`);
  const bin = ensureClaude();
  if (!bin) return 1;
  log(`claude: ${bin}`);

  const fake = new FakeAnthropic();
  await fake.start();
  log(`fake Anthropic API on http://127.0.0.1:${fake.port}`);
  let passed = 0;
  let failed = 0;
  try {
    for (const s of SCENARIOS) {
      if (ONLY && !ONLY.has(s.id)) continue;
      let res;
      const t0 = Date.now();
      try {
        res = await s.fn({ bin, fake });
      } catch (e) {
        res = { ok: false, problems: [`harness error: ${e.stack || e.message}`], details: [] };
      }
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      if (res.ok) passed++;
      else failed++;
      log(`${res.ok ? "PASS" : "FAIL"} ${s.id}: ${s.name} (${secs}s)`);
      for (const p of res.problems) log(indent(`✗ ${p}`));
      for (const d of res.details) if (d) log(indent(d));
      if (VERBOSE && res.run) {
        log(indent("stream-json:"));
        log(indent(res.run.stdout.trim(), "      "));
        log(indent("stderr:"));
        log(indent(res.run.stderr.trim(), "      "));
      }
    }
  } finally {
    await fake.close();
  }
  log(`${passed} passed, ${failed} failed (${((Date.now() - startedAt) / 1000).toFixed(1)}s)`);
  return failed === 0 && passed > 0 ? 0 : 1;
}

const hardStop = setTimeout(() => {
  console.log(`FAIL: the e2e run exceeded ${TOTAL_TIMEOUT_MS / 1000}s; aborting`);
  cleanup();
  process.exit(1);
}, TOTAL_TIMEOUT_MS);
hardStop.unref();
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });
}

main()
  .then((code) => {
    cleanup();
    process.exitCode = code;
  })
  .catch((e) => {
    console.log(`FAIL: harness crashed: ${e.stack || e}`);
    cleanup();
    process.exitCode = 1;
  });
