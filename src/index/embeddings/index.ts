export * from "./cache.js";
export * from "./ollama-client.js";
export * from "./similarity.js";
export * from "./text.js";
