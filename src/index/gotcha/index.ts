export * from "./build.js";
export * from "./read.js";
