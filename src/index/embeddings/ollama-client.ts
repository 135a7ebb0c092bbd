// Embeddings from Ollama through the `ollama` npm client (`embed`, i.e.
// POST /api/embed, batched), with the failures sorted into the public API's errors:
//
//   nothing listening at the host (refused, unknown host, no TCP answer
//   within the connect timeout)                      → OllamaUnavailableError
//   404 "model … not found, try pulling it first"    → ModelNotFoundError
//   anything else: an HTTP error, no answer within the request timeout, a body
//   that is not a list of finite vectors of one dimension, the wrong number of
//   vectors, a dimension other than the cache's      → EmbeddingFailedError
//
// The client gets its own `fetch`: the first request of an embedder is
// preceded by a TCP connect probe with a short timeout (so a missing Ollama
// costs milliseconds, not undici's 10 s connect timeout), every request has
// an AbortController deadline covering the whole body, and error bodies that
// are not JSON are turned into Ollama's `{"error": …}` shape (the client
// would otherwise log to stdout while reading them).
//
// Its settings (OLLAMA_HOST, MEMORY_EMBED_MODEL, MEMORY_EMBEDDINGS, the timeouts) are rows of core/settings.

import { nodeNet } from "../../core/node-builtins.js";
import { EmbeddingFailedError, ModelNotFoundError, OllamaUnavailableError } from "../../core/errors.js";
import { EMBED_MODEL, type Settings } from "../../core/settings/index.js";

export const DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434";
export const DEFAULT_EMBED_MODEL: string = EMBED_MODEL.default;
/** Texts per /api/embed request. */
export const EMBED_BATCH_SIZE = 32;

export interface EmbeddingSettings {
  /** Normalised URL, e.g. http://127.0.0.1:11434. */
  host: string;
  model: string;
  enabled: boolean;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  /** Deadline of the embedding request a search waits on (the query's): seconds, not a cold bulk embed's minute. */
  queryTimeoutMs: number;
}

/** The embedder's part of the settings (core/settings: OLLAMA_HOST, MEMORY_EMBED*, MEMORY_*_TIMEOUT_MS). */
export function embeddingSettings(settings: Settings): EmbeddingSettings {
  return {
    host: normaliseHost(settings.ollamaHost),
    model: settings.embedModel,
    enabled: settings.embeddings,
    connectTimeoutMs: settings.ollamaConnectTimeoutMs,
    requestTimeoutMs: settings.embedTimeoutMs,
    queryTimeoutMs: settings.queryEmbedTimeoutMs,
  };
}

/** Ollama's own rules: "host", "host:port", ":port" or a URL; port 11434 unless a URL says otherwise. */
export function normaliseHost(raw: string | undefined): string {
  let host = raw?.trim();
  if (!host) return DEFAULT_OLLAMA_HOST;
  if (host.startsWith(":")) host = `127.0.0.1${host}`;
  const explicit = host.includes("://");
  try {
    const url = new URL(explicit ? host : `http://${host}`);
    const port = url.port || (explicit ? (url.protocol === "https:" ? "443" : "80") : "11434");
    return `${url.protocol}//${url.hostname}:${port}${url.pathname.replace(/(?<!\/)\/+$/, "")}`;
  } catch {
    return DEFAULT_OLLAMA_HOST;
  }
}

/** "127.0.0.1:11434", as messages show the host. */
export function displayHost(host: string): string {
  try {
    return new URL(host).host;
  } catch {
    return host;
  }
}

export interface Embedder {
  readonly model: string;
  readonly host: string;
  /**
   * Unit-length vectors, one per text, in order. `dimension`: the one the caller's cache expects;
   * `query`: a search is waiting on this call, so it gets the short query deadline.
   */
  embed(texts: string[], options?: { dimension?: number; query?: boolean }): Promise<Float32Array[]>;
}

/** Thrown inside our fetch; mapped to the public API's errors by `classify`. */
class ConnectFailure extends Error {}
class RequestTimeout extends Error {}

export class OllamaEmbedder implements Embedder {
  readonly model: string;
  readonly host: string;
  /** /api/embed requests sent (for `memory embed` reports and tests). */
  requests = 0;
  private probed = false;
  private client?: import("ollama").Ollama;
  /** Set while a search's query call runs: its requests get the query deadline. */
  private queryCall = false;

  constructor(private readonly settings: EmbeddingSettings) {
    this.model = settings.model;
    this.host = settings.host;
  }

  private async ollama(): Promise<import("ollama").Ollama> {
    if (!this.client) {
      const { Ollama } = await import("ollama");
      this.client = new Ollama({ host: this.host, fetch: (input, init) => this.fetch(input, init) });
    }
    return this.client;
  }

  async embed(texts: string[], options: { dimension?: number; query?: boolean } = {}): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    let dimension = options.dimension;
    this.queryCall = options.query === true;
    try {
      for (let start = 0; start < texts.length; start += EMBED_BATCH_SIZE) {
        const batch = texts.slice(start, start + EMBED_BATCH_SIZE);
        const response = await this.call((client) => client.embed({ model: this.model, input: batch, truncate: true }));
        const checked = this.validate(response, batch.length, dimension);
        dimension = checked[0]?.length ?? dimension;
        vectors.push(...checked);
      }
    } finally {
      this.queryCall = false;
    }
    return vectors;
  }

  /** The server's version and whether the model is pulled (/api/version, /api/tags). */
  async status(): Promise<{ version: string; modelPulled: boolean; models: string[] }> {
    const { version } = await this.call((client) => client.version());
    const { models } = await this.call((client) => client.list());
    const names = (models ?? []).map((model) => model.name);
    const wanted = this.model.includes(":") ? this.model : `${this.model}:latest`;
    return { version, models: names, modelPulled: names.some((name) => name === this.model || name === wanted) };
  }

  private async call<T>(request: (client: import("ollama").Ollama) => Promise<T>): Promise<T> {
    try {
      // Probed before the client is made or asked: building a request touches fetch's Headers, which loads undici
      // (~150 ms of CPU), for nothing when no Ollama answers (every reindex without one).
      await this.probeOnce();
    } catch (error) {
      throw this.classify(error);
    }
    const client = await this.ollama();
    try {
      return await request(client);
    } catch (error) {
      throw this.classify(error);
    }
  }

  private async probeOnce(): Promise<void> {
    if (this.probed) return;
    await probe(this.host, this.settings.connectTimeoutMs);
    this.probed = true;
  }

  private validate(response: unknown, count: number, dimension: number | undefined): Float32Array[] {
    const embeddings = (response as { embeddings?: unknown } | undefined)?.embeddings;
    const fail = (what: string) =>
      new EmbeddingFailedError(
        `Embedding failed: Ollama at ${displayHost(this.host)} (model ${this.model}) ${what}. Nothing was cached.`,
        {
          host: this.host,
          model: this.model,
        },
      );
    if (!Array.isArray(embeddings)) throw fail("returned no `embeddings` list");
    if (embeddings.length !== count) throw fail(`returned ${embeddings.length} vectors for ${count} texts`);
    return embeddings.map((vector: unknown) => {
      if (
        !Array.isArray(vector) ||
        vector.length === 0 ||
        !vector.every((x) => typeof x === "number" && Number.isFinite(x))
      ) {
        throw fail("returned a vector that is not a list of numbers");
      }
      if (dimension !== undefined && vector.length !== dimension) {
        throw fail(
          `returned a ${vector.length}-dimensional vector where ${dimension} dimensions were expected (wrong dimension)`,
        );
      }
      dimension = vector.length;
      return unit(vector as number[]);
    });
  }

  private classify(error: unknown): Error {
    const where = displayHost(this.host);
    if (
      error instanceof OllamaUnavailableError ||
      error instanceof ModelNotFoundError ||
      error instanceof EmbeddingFailedError
    )
      return error;
    if (error instanceof ConnectFailure || isConnectionError(error)) {
      return new OllamaUnavailableError(
        `Ollama is not running at ${where} (${error instanceof ConnectFailure ? error.message : causeOf(error)}). ${setupSentence(this.model)}`,
        { host: this.host, model: this.model },
        { cause: error },
      );
    }
    const status = (error as { status_code?: unknown })?.status_code;
    const message = String((error as { error?: unknown })?.error ?? (error as Error)?.message ?? error);
    if (status === 404 && /not found|pull/i.test(message)) {
      return new ModelNotFoundError(
        `The embedding model "${this.model}" is not pulled in Ollama at ${where}: run \`ollama pull ${this.model}\` (or set MEMORY_EMBED_MODEL to a model you have).`,
        { host: this.host, model: this.model },
        { cause: error },
      );
    }
    const cause =
      error instanceof RequestTimeout
        ? error.message
        : typeof status === "number"
          ? `HTTP ${status}: ${message}`
          : error instanceof SyntaxError
            ? `the answer is not JSON (${message})`
            : message;
    return new EmbeddingFailedError(
      `Embedding failed: Ollama at ${where} (model ${this.model}): ${cause}.`,
      { host: this.host, model: this.model, cause },
      { cause: error },
    );
  }

  /** fetch for the ollama client: connect probe once, a deadline on the whole exchange, JSON error bodies. */
  private async fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    await this.probeOnce();
    if (String(input instanceof Request ? input.url : input).endsWith("/api/embed")) this.requests++;
    const controller = new AbortController();
    const query = this.queryCall;
    const timeoutMs = query ? this.settings.queryTimeoutMs : this.settings.requestTimeoutMs;
    const reason = query
      ? `no answer to the search's query within ${timeoutMs} ms (timeout; MEMORY_QUERY_EMBED_TIMEOUT_MS sets it — a model still loading may need a retry)`
      : `no answer within ${timeoutMs} ms (timeout)`;
    const timer = setTimeout(() => controller.abort(new RequestTimeout(reason)), timeoutMs);
    try {
      const response = await fetch(input, { ...init, signal: controller.signal });
      const body = await response.arrayBuffer();
      const type = response.headers.get("content-type") ?? "";
      if (response.ok || type.includes("application/json")) {
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: { "content-type": type },
        });
      }
      const text = new TextDecoder().decode(body).trim();
      return new Response(JSON.stringify({ error: text || response.statusText || `HTTP ${response.status}` }), {
        status: response.status,
        statusText: response.statusText,
        headers: { "content-type": "application/json" },
      });
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The public API's three setup steps, as one sentence for error messages. */
export function setupSentence(model: string): string {
  return `To enable semantic search: install Ollama (curl -fsSL https://ollama.com/install.sh | sh), pull the embedding model (ollama pull ${model}) and start it (ollama serve), or point OLLAMA_HOST at a running Ollama.`;
}

function unit(values: number[]): Float32Array {
  let squares = 0;
  for (const x of values) squares += x * x;
  const norm = Math.sqrt(squares) || 1;
  const vector = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) vector[i] = values[i]! / norm;
  return vector;
}

function probe(host: string, timeoutMs: number): Promise<void> {
  const url = new URL(host);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return new Promise((resolve, reject) => {
    const socket = nodeNet().connect({ host: url.hostname.replace(/^\[|\]$/g, ""), port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new ConnectFailure(`no TCP answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.destroy();
      resolve();
    });
    socket.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      reject(
        new ConnectFailure(
          error.code === "ECONNREFUSED"
            ? "connection refused"
            : error.code === "ENOTFOUND"
              ? "unknown host"
              : (error.code ?? error.message),
        ),
      );
    });
  });
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function isConnectionError(error: unknown): boolean {
  for (
    let cause = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 4;
    cause = cause.cause as typeof cause, depth++
  ) {
    if (typeof cause.code === "string" && CONNECTION_CODES.has(cause.code)) return true;
  }
  return false;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return cause?.code === "ECONNREFUSED"
    ? "connection refused"
    : (cause?.code ?? (error as Error)?.message ?? String(error));
}
