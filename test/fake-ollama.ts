// A loopback HTTP server that speaks the part of Ollama's API the plugin uses
// (/api/embed, /api/tags, /api/version), with Ollama's error bodies, and
// deterministic embeddings: a hashed bag of words (plus a few shared
// "concepts", so "login" and "authentication" land near each other), so
// texts sharing words are near. It counts requests and embedded texts, and can
// be told to fail: 500s, a model that is not pulled, a hanging /api/embed,
// vectors of the wrong dimension, or a wrong number of vectors.

import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeBehaviour {
  /** Models that are "pulled" (names as /api/tags lists them). */
  models: string[];
  dimension: number;
  /** Answer /api/embed with this HTTP status and Ollama's error body. */
  failStatus?: number;
  /** Never answer /api/embed. */
  hang?: boolean;
  /** The i-th vector of every answer gets one dimension fewer. */
  wrongDimensionAt?: number;
  /** Return one vector fewer than asked for. */
  dropOne?: boolean;
}

export interface FakeOllama {
  /** "http://127.0.0.1:<port>" */
  url: string;
  behaviour: FakeBehaviour;
  calls: { embed: number; texts: number; tags: number; version: number; inputs: string[] };
  resetCalls(): void;
  close(): Promise<void>;
}

const STOP = new Set([
  "task",
  "search",
  "result",
  "query",
  "title",
  "text",
  "tags",
  "none",
  "the",
  "a",
  "an",
  "of",
  "to",
  "and",
  "in",
  "is",
  "for",
  "on",
  "with",
  "at",
  "it",
]);
const CONCEPTS: Record<string, string> = {
  login: "auth",
  logins: "auth",
  authentication: "auth",
  auth: "auth",
  oauth: "auth",
  credentials: "auth",
  password: "auth",
  slow: "perf",
  latency: "perf",
  performance: "perf",
  sluggish: "perf",
  database: "db",
  postgres: "db",
  sql: "db",
};

export function fakeEmbedding(text: string, dimension: number): number[] {
  const vector: number[] = Array.from({ length: dimension }, () => 0);
  const add = (token: string, weight: number) => {
    const digest = createHash("sha1").update(token).digest();
    const bucket = digest.readUInt32BE(0) % dimension;
    vector[bucket]! += (digest[4]! & 1 ? 1 : -1) * weight;
  };
  for (const raw of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    if (STOP.has(raw)) continue;
    const word = raw.length > 3 && raw.endsWith("s") ? raw.slice(0, -1) : raw;
    add(`w:${word}`, 1);
    const concept = CONCEPTS[raw];
    if (concept) add(`c:${concept}`, 2);
  }
  if (!vector.some((x) => x !== 0)) vector[0] = 1;
  return vector;
}

export async function startFakeOllama(options: Partial<FakeBehaviour> = {}): Promise<FakeOllama> {
  const behaviour: FakeBehaviour = { models: ["embeddinggemma:latest"], dimension: 256, ...options };
  const calls = { embed: 0, texts: 0, tags: 0, version: 0, inputs: [] as string[] };
  const pulled = (model: string) => behaviour.models.some((name) => name === model || name === `${model}:latest`);
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {};
    if (req.method === "GET" && req.url === "/api/version") {
      calls.version++;
      return send(res, 200, { version: "0.12.3" });
    }
    if (req.method === "GET" && req.url === "/api/tags") {
      calls.tags++;
      return send(res, 200, {
        models: behaviour.models.map((name) => ({
          name,
          model: name,
          modified_at: "2026-01-10T10:00:00Z",
          size: 621875820,
          digest: "85462619ee72",
          details: { format: "gguf", family: "gemma3", parameter_size: "307.58M", quantization_level: "BF16" },
        })),
      });
    }
    if (req.method === "POST" && req.url === "/api/embed") {
      calls.embed++;
      const model = String(body.model ?? "");
      const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input ?? "")];
      if (behaviour.hang) return; // never answers
      if (behaviour.failStatus)
        return send(res, behaviour.failStatus, { error: "llama runner process has terminated: signal: killed" });
      if (!pulled(model)) return send(res, 404, { error: `model "${model}" not found, try pulling it first` });
      calls.texts += input.length;
      calls.inputs.push(...input);
      let embeddings = input.map((text, i) => {
        const vector = fakeEmbedding(text, behaviour.dimension);
        return behaviour.wrongDimensionAt === i ? vector.slice(1) : vector;
      });
      if (behaviour.dropOne) embeddings = embeddings.slice(1);
      return send(res, 200, {
        model,
        embeddings,
        total_duration: 1000,
        load_duration: 10,
        prompt_eval_count: input.length,
      });
    }
    send(res, 404, { error: "404 page not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    behaviour,
    calls,
    resetCalls() {
      Object.assign(calls, { embed: 0, texts: 0, tags: 0, version: 0, inputs: [] });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (connection refused). */
export async function refusedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
