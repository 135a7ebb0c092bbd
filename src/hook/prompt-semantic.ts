// Prompt recall with cached embeddings (`read.semantic`): the prompt is
// embedded by Ollama within a short deadline and compared with the vectors
// `memory embed` cached under each scope's `.index/embeddings/`. Its own
// bundle (dist/hook-semantic.cjs), loaded only when a scope asks for it.
// Anything missing, slow or wrong gives undefined, and the hook ranks with the
// keyword index.
//
// The one request goes over node:http, not through the `ollama` client: the
// client uses fetch, whose first use in a process loads undici, a large part
// of the wait.

import { join } from "node:path";
import type { Settings } from "../core/settings/index.js";
import type { SemanticEvidence } from "../core/recall/index.js";
import { EmbeddingCache } from "../index/embeddings/index.js";
import { queryText } from "../index/embeddings/index.js";
import { embeddingSettings } from "../index/embeddings/index.js";
import { request } from "node:http";
import { request as requestTls } from "node:https";
import type { ScopeStore } from "../store/scope-store.js";

/** Vectors read whole up to this size (10,000 memories of 768 dimensions); past it only the keyword candidates' rows and a sample. */
const FULL_SCAN_BYTES = 48 * 1024 * 1024;
/** Rows of a large store read to learn its usual similarity to the prompt. */
const SAMPLE_ROWS = 1024;
/** Memories no prompt word found that the embeddings may bring up. */
const SEMANTIC_CANDIDATES = 8;
/** Characters of the prompt embedded (its bounded form is shorter already). */
const MAX_EMBEDDED_PROMPT = 2000;

export interface PromptSemantics {
  /** Per scope given: slug → evidence, for the keyword candidates and the memories nearest the prompt. */
  scopes: Array<Map<string, SemanticEvidence>>;
}

/** The cache of an index directory, as the hook reads it (only its paths are used). */
function loadCache(indexDir: string): Promise<EmbeddingCache> {
  return EmbeddingCache.load({ indexPath: (name: string) => join(indexDir, name) } as unknown as ScopeStore);
}

/** Ollama's POST /api/embed for one text, within `timeoutMs` all told: a unit vector, or undefined. */
function embedQuery(host: string, model: string, text: string, timeoutMs: number): Promise<Float32Array | undefined> {
  return new Promise((resolve) => {
    const url = new URL("/api/embed", `${host}/`);
    const body = JSON.stringify({ model, input: [text], truncate: true });
    const send = url.protocol === "https:" ? requestTls : request;
    const timer = setTimeout(() => {
      call.destroy();
      resolve(undefined);
    }, timeoutMs);
    const call = send(
      url,
      { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", () => resolve(undefined));
        response.on("end", () => {
          clearTimeout(timer);
          try {
            const vector = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { embeddings?: unknown[] })
              ?.embeddings?.[0];
            resolve(response.statusCode === 200 ? unit(vector) : undefined);
          } catch {
            resolve(undefined);
          }
        });
      },
    );
    call.on("error", () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    call.end(body);
  });
}

function unit(vector: unknown): Float32Array | undefined {
  if (
    !Array.isArray(vector) ||
    vector.length === 0 ||
    !vector.every((x) => typeof x === "number" && Number.isFinite(x))
  )
    return undefined;
  const norm = Math.sqrt((vector as number[]).reduce((sum, x) => sum + x * x, 0)) || 1;
  return Float32Array.from(vector as number[], (x) => x / norm);
}

/**
 * The embeddings' evidence for a prompt: `indexDirs[i]` undefined for a scope
 * that does not use them, `candidates[i]` the slugs the keyword index found.
 */
export async function promptSemantics(
  prompt: string,
  indexDirs: Array<string | undefined>,
  candidates: Array<Set<string>>,
  settingsOfEnv: Settings,
  deadlineAt: number,
): Promise<PromptSemantics | undefined> {
  const settings = embeddingSettings(settingsOfEnv);
  if (!settings.enabled) return undefined;
  const caches = await Promise.all(
    indexDirs.map(async (dir) => (dir ? loadCache(dir).catch(() => undefined) : undefined)),
  );
  const usable = caches.map((cache) =>
    cache && cache.servesModel(settings.model) && cache.entries.size > 0 ? cache : undefined,
  );
  const first = usable.find((cache) => cache !== undefined);
  if (!first) return undefined;
  const left = deadlineAt - Date.now();
  if (left < 20) return undefined;
  const query = await embedQuery(
    settings.host,
    settings.model,
    queryText(settings.model, prompt.slice(0, MAX_EMBEDDED_PROMPT)),
    left,
  );
  if (!query || Date.now() > deadlineAt) return undefined;
  const scopes = await Promise.all(
    usable.map(async (cache, i) => {
      const evidence = new Map<string, SemanticEvidence>();
      if (!cache || cache.dimension !== query.length) return evidence;
      let scored: Array<{ slug: string; similarity: number }>;
      let sample: number[];
      if (cache.dataBytes <= FULL_SCAN_BYTES) {
        const all = await cache.score(query, () => true);
        sample = all.map((item) => item.similarity);
        const keyword = candidates[i]!;
        const nearest = all
          .filter((item) => !keyword.has(item.slug))
          .sort((a, b) => b.similarity - a.similarity)
          .slice(0, SEMANTIC_CANDIDATES);
        scored = [...all.filter((item) => keyword.has(item.slug)), ...nearest];
      } else {
        // A large store: its usual similarity from a sample; no memory without a prompt word is looked for.
        sample = cache.scoreSome(query, [...cache.entries.keys()].slice(0, SAMPLE_ROWS)).map((item) => item.similarity);
        scored = cache.scoreSome(query, candidates[i]!);
      }
      const { mean, deviation } = spread(sample);
      for (const { slug, similarity } of scored)
        evidence.set(slug, { similarity, margin: deviation > 0 ? (similarity - mean) / deviation : 0 });
      return evidence;
    }),
  );
  return { scopes };
}

function spread(values: number[]): { mean: number; deviation: number } {
  if (values.length < 2) return { mean: 0, deviation: 0 };
  const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
  const variance = values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (values.length - 1);
  return { mean, deviation: Math.sqrt(variance) };
}
