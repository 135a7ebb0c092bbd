// The typed errors write their names out (the CLI's bundles are minified without keeping class names): each is
// the class's own, as the JSON error's `name` and the MCP server's fixes expect.
import { describe, expect, it } from "vitest";
import * as errors from "../../src/core/errors.js";

describe("typed error names", () => {
  const classes = Object.entries(errors).filter(
    ([, value]) => typeof value === "function" && value.prototype instanceof errors.MemoryError,
  ) as Array<[string, new (first: unknown) => errors.MemoryError]>;
  // Two take a list of problems rather than a message.
  const made = (ErrorClass: new (first: unknown) => errors.MemoryError) => {
    try {
      return new ErrorClass("message");
    } catch {
      return new ErrorClass([]);
    }
  };

  it("finds the typed errors", () => {
    expect(classes.length).toBeGreaterThan(20);
  });

  it.each(classes)("%s is named after its class", (name, ErrorClass) => {
    const error = made(ErrorClass);
    expect(error.name).toBe(name);
    expect(error.toJSON().name).toBe(name);
    expect(String(error)).toBe(`${name}: ${error.message}`);
  });
});
