// The redaction rules are the largest part of the hook's code, and the hook needs them only when it logs an
// injection; a search, only for a memory holding secrets. The build points those bundles' imports of
// core/secrets/index.js here (scripts/build.mjs, plugin secretsOnDemand): the rules are loaded from their own bundle
// beside them (dist/hook-secrets.cjs) on first use, through V8's code cache like the bundle's own.

import { join } from "node:path";
import type * as Secrets from "../core/secrets/index.js";
import { requireCompiled } from "../store/code-cache.js";

let loaded: typeof Secrets | undefined;
const secrets = (): typeof Secrets =>
  (loaded ??= requireCompiled(join(__dirname, "hook-secrets.cjs")) as typeof Secrets);

export const redactSecrets: typeof Secrets.redactSecrets = (text) => secrets().redactSecrets(text);
export const redactValue: typeof Secrets.redactValue = (value, key, path) => secrets().redactValue(value, key, path);
export const redactDocument: typeof Secrets.redactDocument = (document) => secrets().redactDocument(document);
export const findSecrets: typeof Secrets.findSecrets = (text) => secrets().findSecrets(text);
export const redactStoredDocument: typeof Secrets.redactStoredDocument = (document, text) =>
  secrets().redactStoredDocument(document, text);
// Needed without the rules (the manifest's freshness, a request's checks): the modules of the folder bundled as they are.
export { SECRET_RULES_REVISION } from "../core/secrets/revision.js";
export { PASSWORD_NAMING_WORD } from "../core/secrets/password-names.js";
