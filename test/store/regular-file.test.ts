import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readRegularText } from "../../src/store/regular-file.js";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), "memory-regular-file-")));

describe("readRegularText", () => {
  it("tells each thing at a path apart, and reads only a regular file within the size", () => {
    fresh();
    writeFileSync(join(dir, "file"), "héllo");
    symlinkSync(join(dir, "file"), join(dir, "link"));
    mkdirSync(join(dir, "directory"));
    expect(spawnSync("mkfifo", [join(dir, "pipe")]).status).toBe(0);
    writeFileSync(join(dir, "large"), "");
    truncateSync(join(dir, "large"), 2 * 1024 ** 3); // sparse: never read

    const kind = (name: string, options = {}) => readRegularText(join(dir, name), { maxBytes: 100, ...options });
    expect(kind("file")).toMatchObject({ kind: "read", content: "héllo", stat: { size: 6 } });
    expect(kind("absent").kind).toBe("missing");
    expect(kind("file/below").kind).toBe("missing");
    expect(kind("link").kind).toBe("link");
    expect(kind("link", { followLinks: true })).toMatchObject({ kind: "read", content: "héllo" });
    expect(kind("directory").kind).toBe("not-a-file");
    expect(kind("pipe").kind).toBe("not-a-file"); // and no wait for a writer
    expect(kind("large")).toMatchObject({ kind: "too-large", stat: { size: 2 * 1024 ** 3 } });
    expect(readRegularText(join(dir, "file"), { maxBytes: 3, prefix: true })).toMatchObject({
      kind: "read",
      content: "hé",
    });
  });

  it.runIf(process.getuid?.() !== 0)("says a file it may not open is unreadable, with the error", () => {
    fresh();
    writeFileSync(join(dir, "secret"), "x", { mode: 0o000 });
    const read = readRegularText(join(dir, "secret"), { maxBytes: 100 });
    expect(read.kind).toBe("unreadable");
    expect(read.kind === "unreadable" && read.error.code).toBe("EACCES");
  });
});
