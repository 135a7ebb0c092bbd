import { afterEach, describe, expect, it } from "vitest";
import { refusedPort, startFakeOllama, type FakeOllama } from "../fake-ollama.js";
import { json, makeSandbox, runCli, type Sandbox } from "../helpers.js";

const servers: FakeOllama[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function seed(box: Sandbox): Promise<void> {
  await runCli(box, [
    "write",
    "Login fails when the OAuth token expires; refresh it before the call.",
    "--type",
    "gotcha",
    "--tags",
    "auth",
    "--title",
    "OAuth2 Refresh Token Pitfalls",
  ]);
  await runCli(box, [
    "write",
    "We chose Postgres for the session store because of row locks.",
    "--type",
    "decision",
    "--tags",
    "storage",
    "--title",
    "Session store choice",
  ]);
}

describe("memory semantic / embed CLI", () => {
  it("prints the public API's list and JSON response", async () => {
    const server = await startFakeOllama();
    servers.push(server);
    const box = makeSandbox();
    await seed(box);
    const env = { OLLAMA_HOST: server.url };
    const human = await runCli(box, ["semantic", "authentication problems with login"], { env });
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(
      /^Found 1 memory semantically similar to "authentication problems with login":\n\n1\. gotcha-oauth2-refresh-token-pitfalls \(similarity: 0\.\d\d\)\n   \[gotcha\] OAuth2 Refresh Token Pitfalls\n/,
    );
    expect(human.stderr).toBe("");
    const response = json(await runCli(box, ["semantic", "login", "--json", "--threshold", "0"], { env }));
    expect(Object.keys(response).sort()).toEqual(["embeddings", "query", "results", "success", "total"]);
    expect(response.embeddings).toEqual({ available: true, model: "embeddinggemma", fallback: false });
    expect(Object.keys(response.results[0]).sort()).toEqual(["memory", "similarity"]);
    expect(response.total).toBe(2);
    expect((await runCli(box, ["semantic", "login", "--threshold", "2"], { env })).code).toBe(2);
    expect((await runCli(box, ["semantic"], { env })).code).toBe(2);
  });

  it("without Ollama: the ⚠ block with the three setup steps and the actual host, keyword results, exit 0", async () => {
    const box = makeSandbox();
    await seed(box);
    const host = await refusedPort();
    const env = { OLLAMA_HOST: host };
    const result = await runCli(box, ["semantic", "token"], { env });
    expect(result.code).toBe(0);
    const where = host.replace("http://", "");
    expect(result.stdout).toBe(
      [
        `⚠ Semantic search unavailable: Ollama not running at ${where}`,
        "",
        "  To enable semantic search:",
        "  1. Install Ollama: curl -fsSL https://ollama.com/install.sh | sh",
        "  2. Pull embedding model: ollama pull embeddinggemma",
        "  3. Start Ollama: ollama serve",
        "",
        "  Falling back to keyword search...",
        "",
        'Found 1 memory matching "token" (keyword search):',
        "",
        "1. gotcha-oauth2-refresh-token-pitfalls (score: 1.00)",
        "   [gotcha] OAuth2 Refresh Token Pitfalls",
        "",
      ].join("\n"),
    );
    const response = json(await runCli(box, ["semantic", "token", "--json"], { env }));
    expect(response.embeddings).toMatchObject({
      available: false,
      fallback: true,
      model: "embeddinggemma",
      error: { name: "OllamaUnavailableError" },
    });
    expect(response.results).toEqual([
      { memory: expect.objectContaining({ slug: "gotcha-oauth2-refresh-token-pitfalls" }), similarity: 1 },
    ]);
    // the default host when OLLAMA_HOST is unset is named in the message
    const fallbackDefault = await runCli(box, ["semantic", "token"], {
      env: { MEMORY_OLLAMA_CONNECT_TIMEOUT_MS: "200" },
    });
    expect(fallbackDefault.code).toBe(0);
    expect(fallbackDefault.stdout).toMatch(/Ollama not running at 127\.0\.0\.1:11434|Semantic search unavailable/);
  });

  it("a model that is not pulled says `ollama pull <model>`; memory embed fails with exit 4 and the fix", async () => {
    const server = await startFakeOllama({ models: ["nomic-embed-text:latest"] });
    servers.push(server);
    const box = makeSandbox();
    await seed(box);
    const env = { OLLAMA_HOST: server.url };
    const result = await runCli(box, ["semantic", "token"], { env });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^⚠ Semantic search unavailable: model "embeddinggemma" is not pulled in Ollama at 127\.0\.0\.1:\d+\n\n  To enable semantic search:\n  Pull embedding model: ollama pull embeddinggemma\n/,
    );
    const embed = await runCli(box, ["embed"], { env });
    expect(embed.code).toBe(4);
    expect(embed.stderr).toMatch(/not pulled .*run `ollama pull embeddinggemma`/);
    const refused = await runCli(box, ["embed", "--json"], { env: { OLLAMA_HOST: await refusedPort() } });
    expect(refused.code).toBe(4);
    expect(json(refused).error).toMatchObject({ name: "OllamaUnavailableError", code: "OLLAMA_UNAVAILABLE" });
  });

  it("memory embed fills the cache; search becomes hybrid; delete reports cacheRemoved", async () => {
    const server = await startFakeOllama();
    servers.push(server);
    const box = makeSandbox();
    await seed(box);
    const env = { OLLAMA_HOST: server.url };
    const embed = await runCli(box, ["embed"], { env });
    expect(embed.code).toBe(0);
    expect(embed.stdout).toMatch(
      /^✓ Embedded 2 of 2 memories with embeddinggemma \(0 already up to date\)\.\n  project: 2 embedded, 0 up to date in \d+ ms\n  Ollama: 127\.0\.0\.1:\d+\n$/,
    );
    const search = json(await runCli(box, ["search", "authentication", "--json"], { env }));
    expect(search.mode).toBe("hybrid");
    expect(search.results[0].memory.slug).toBe("gotcha-oauth2-refresh-token-pitfalls");
    const keyword = json(await runCli(box, ["search", "authentication", "--json", "--mode", "keyword"], { env }));
    expect(keyword.results).toEqual([]);
    expect((await runCli(box, ["search", "x", "--mode", "fuzzy"], { env })).code).toBe(2);
    const deleted = json(await runCli(box, ["delete", "decision-session-store-choice", "--force", "--json"], { env }));
    expect(deleted.cacheRemoved).toBe(true);
    // Ollama gone: hybrid search says so on stderr and gives keyword results
    await server.close();
    servers.length = 0;
    const down = await runCli(box, ["search", "token"], { env });
    expect(down.code).toBe(0);
    expect(down.stderr).toMatch(
      /^⚠ Semantic search unavailable: Ollama not running at 127\.0\.0\.1:\d+; fell back to keyword search\.\n$/,
    );
    expect(down.stdout).toMatch(/^Found 1 memory matching "token"/);
  });
});
