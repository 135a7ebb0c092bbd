// The CLI bundle's stand-in for parse.ts (the build points the import
// at this file): the parser is ~100 KB of code that a write whose title is
// plain to see never runs, so it is its own bundle (dist/markdown-parse.cjs),
// loaded synchronously the first time a title needs it.

import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type * as Parser from "./parse.js";

let loaded: typeof Parser | undefined;

function parser(): typeof Parser {
  if (loaded) return loaded;
  // This code sits in dist/ or dist/chunks/, wherever the bundler put it; the parser bundle sits in dist/.
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = basename(here) === "chunks" ? dirname(here) : here;
  return (loaded = createRequire(import.meta.url)(join(dist, "markdown-parse.cjs")) as typeof Parser);
}

export const firstHeadingNode: typeof Parser.firstHeadingNode = (body) => parser().firstHeadingNode(body);
