export * from "./builder.js";
export * from "./config.js";
export * from "./files.js";
export * from "./resident.js";
export * from "./search.js";
export * from "./words.js";
