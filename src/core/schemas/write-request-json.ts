// The write request as JSON Schema (draft-07), for the request forms that publish one: the MCP `save` tool's
// input schema, and the JSON API's additions to its `memory` object (compiled ahead of time by
// scripts/compile-schemas.mjs). A module of its own: zod's JSON Schema writer stays out of the write command.

import * as z from "zod/mini";
import { WriteRequest, type WriteRequestField } from "./write-request.js";

type JsonSchema = Record<string, unknown>;

/** The meta keys of a field that are not JSON Schema (they shape `memory write --help`). */
const HELP_KEYS = ["help", "arg"];

/** The properties of `fields`, as JSON Schema, in the definition's order. */
export function writeRequestProperties(fields: readonly WriteRequestField[]): Record<string, JsonSchema> {
  const schema = z.toJSONSchema(WriteRequest, {
    target: "draft-07",
    io: "input",
    override: ({ jsonSchema }) => {
      for (const key of HELP_KEYS) delete (jsonSchema as JsonSchema)[key];
    },
  }) as { properties: Record<string, JsonSchema> };
  return Object.fromEntries(fields.map((field) => [field, schema.properties[field]!]));
}

/** An object schema of `fields`, none required, nothing else allowed. */
export function writeRequestJsonSchema(fields: readonly WriteRequestField[], required: string[] = []): JsonSchema {
  return { type: "object", properties: writeRequestProperties(fields), required, additionalProperties: false };
}
