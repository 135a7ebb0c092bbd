declare const __MEMORY_VERSION__: string | undefined;

/** Replaced with package.json's version when bundled. */
export const VERSION: string = typeof __MEMORY_VERSION__ === "string" ? __MEMORY_VERSION__ : "0.0.0-dev";

declare const __MEMORY_SOURCE_DIGEST__: string | undefined;

/** A digest of the sources and locked dependencies this code was bundled from (scripts/source-digest.mjs); none from source. */
export const SOURCE_DIGEST: string | undefined =
  typeof __MEMORY_SOURCE_DIGEST__ === "string" ? __MEMORY_SOURCE_DIGEST__ : undefined;
