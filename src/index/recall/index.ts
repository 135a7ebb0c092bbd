export * from "./rank.js";
export * from "./read.js";
