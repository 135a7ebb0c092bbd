// js-yaml and gray-matter, loaded on first use: the plain frontmatter our writer makes is read without either, so a
// search (which decodes a few such files) never sets them up (~1 ms of its start, and their code out of its cache).
// The bundles resolve these requires at build time; tests and the bench scripts run with a require of their own.
import type GrayMatter from "gray-matter";
import type * as JsYaml from "js-yaml";

let yamlModule: typeof JsYaml | undefined;
let matterModule: typeof GrayMatter | undefined;

export const jsYaml = (): typeof JsYaml => (yamlModule ??= require("js-yaml") as typeof JsYaml);
export const grayMatter = (): typeof GrayMatter => (matterModule ??= require("gray-matter") as typeof GrayMatter);
