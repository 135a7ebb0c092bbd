// Field schemas the record and frontmatter schemas share; each carries the
// phrase a problem with it reads as (see problems.ts).

import * as z from "zod/mini";
import { timestampProblem } from "../time.js";

/** A string with something in it besides white space. */
export const nonEmptyString = () =>
  z
    .string({ error: "must be a non-empty string" })
    .check(z.refine((text) => text.trim() !== "", { error: "must be a non-empty string" }));

/** The phrase of a custom check, or "is missing" when there is no value at all. */
export const orMissing = (phrase: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "is missing" : phrase;

/** A list of strings (one problem for the whole list, not one per item). */
export const stringList = (phrase: string) =>
  z.custom<string[]>((value) => Array.isArray(value) && value.every((item) => typeof item === "string"), {
    error: orMissing(phrase),
  });

/** A list of memory slugs. */
export const memoryIds = () => stringList("must be a list of memory ids");

/** An ISO 8601 date or date-time (any zone), as every log and frontmatter timestamp is written. */
export const isoTimestamp = () =>
  z.custom<string>((value) => value !== undefined && value !== null && timestampProblem(value) === undefined, {
    error: (issue) => orMissing(timestampProblem(issue.input)!)(issue),
  });
