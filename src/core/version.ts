declare const __MEMORY_VERSION__: string | undefined;

/** Replaced with package.json's version when bundled. */
export const VERSION: string = typeof __MEMORY_VERSION__ === "string" ? __MEMORY_VERSION__ : "0.0.0-dev";
