import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeSandbox, runCli } from "../helpers.js";
import { startServer } from "./mcp-client.js";

describe("memory mcp: several clients at once", () => {
  it("two servers and the CLI writing at the same time lose nothing and see each other's writes", async () => {
    const box = makeSandbox();
    const [a, b] = await Promise.all([startServer(box), startServer(box)]);
    const N = 12;
    const writes: Array<Promise<unknown>> = [];
    for (let i = 0; i < N; i++) {
      writes.push(
        a.call("save", {
          content: `Alpha note ${i} about kestrel routing.`,
          title: `alpha ${i}`,
          type: "learning",
          tags: ["alpha"],
        }),
      );
      writes.push(
        b.call("save", {
          content: `Beta note ${i} about kestrel routing.`,
          title: `beta ${i}`,
          type: "learning",
          tags: ["beta"],
        }),
      );
      if (i % 3 === 0)
        writes.push(
          runCli(box, [
            "write",
            `Gamma note ${i} about kestrel routing.`,
            "--title",
            `gamma ${i}`,
            "--type",
            "learning",
            "--tags",
            "gamma",
          ]),
        );
    }
    // Both servers also update one shared memory and link into it while the writes run.
    const shared = await a.call("save", {
      slug: "learning-shared",
      content: "Shared kestrel note.",
      type: "learning",
      tags: ["shared"],
    });
    expect(shared.isError).toBeFalsy();
    const results = (await Promise.all(writes)) as Array<{
      isError?: boolean;
      code?: number;
      text?: string;
      stderr?: string;
    }>;
    for (const result of results)
      expect(
        result.code === undefined ? Boolean(result.isError) : result.code !== 0,
        result.text ?? result.stderr,
      ).toBe(false);

    const expected = 2 * N + Math.ceil(N / 3) + 1;
    expect(readdirSync(box.projectStore).filter((name) => name.endsWith(".md"))).toHaveLength(expected);
    for (const server of [a, b]) {
      expect((await server.call("list", { limit: 200 })).structured.total).toBe(expected);
      const found = await server.call("search", { query: "kestrel", limit: 50 });
      expect(found.structured.total).toBe(expected);
    }
    const linkA = a.call("link", { source: "learning-shared", target: "learning-alpha-0", label: "relates-to" });
    const linkB = b.call("link", { source: "learning-shared", target: "learning-beta-0", label: "part-of" });
    const [la, lb] = await Promise.all([linkA, linkB]);
    expect(la.isError, la.text).toBeFalsy();
    expect(lb.isError, lb.text).toBeFalsy();
    const read = await b.call("read", { slug: "learning-shared" });
    expect(read.text).toMatch(/links: .*learning-alpha-0/);
    expect(read.text).toMatch(/learning-beta-0/);
    const cli = await runCli(box, ["search", "gamma", "--json"]);
    expect(JSON.parse(cli.stdout).total).toBe(Math.ceil(N / 3));
  });
});
