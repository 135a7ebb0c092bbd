import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { sourceDigest } from "./scripts/source-digest.mjs";

export default defineConfig({
  // As the bundles carry it (scripts/build.mjs): a full rebuild's record of analysed files is then used in tests too.
  define: { __MEMORY_SOURCE_DIGEST__: JSON.stringify(sourceDigest(fileURLToPath(new URL(".", import.meta.url)))) },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
