export * from "./entry.js";
export * from "./files.js";
export * from "./summary-record.js";
export * from "./summary.js";
