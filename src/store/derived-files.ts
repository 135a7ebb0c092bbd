// Helpers shared by the derived indexes under `.index/`: reading one of their
// JSON files, and naming and sweeping generations (a full rewrite goes to new
// file names, then the meta that names them, then the old files go).

import { readdirSync, unlink } from "node:fs";
import { openRegularFile, readRegularFile } from "./regular-file.js";

/**
 * No derived file comes near this (the largest, a 10,000-memory store's keyword documents or embedding vectors, take
 * tens of MB): one past it was not written by an index, and is not read.
 */
export const DERIVED_FILE_MAX_BYTES = 512 * 1024 * 1024;

/**
 * The bytes of a derived file, or undefined when it is missing, unreadable, or not a regular file within
 * DERIVED_FILE_MAX_BYTES: a named pipe, device, directory or link put in its place counts as a damaged file (so the
 * index is rebuilt, its files replaced by rename), and is never waited on, followed or read without end.
 */
export function readDerivedFile(path: string): Buffer | undefined {
  const read = readRegularFile(path, { maxBytes: DERIVED_FILE_MAX_BYTES });
  return read.kind === "read" ? read.content : undefined;
}

/** The open descriptor of a derived file read in parts (the caller closes it); throws when `readDerivedFile` finds none. */
export function openDerivedFile(path: string): number {
  const open = openRegularFile(path, { maxBytes: DERIVED_FILE_MAX_BYTES });
  if (open.kind === "read") return open.content;
  if (open.kind === "unreadable") throw open.error;
  throw new Error(`${path} is ${open.kind === "missing" ? "missing" : "no regular file of an index (damaged)"}`);
}

/** A JSON file's value, or undefined when it is missing, unreadable or malformed (derived state is rebuilt then). */
export function readJsonFile<T>(path: string): T | undefined {
  const bytes = readDerivedFile(path);
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString("utf8")) as T;
  } catch {
    return undefined;
  }
}

/** A new generation name: base-36 time and process id (no dash, so it stands out of `<prefix>-<generation>…` file names). */
export function newGeneration(): string {
  return `${Date.now().toString(36)}${process.pid.toString(36)}`;
}

const GENERATION_FILE = /^([a-z])-([0-9a-z]+)[-.]/;

/**
 * Removes from `dir` the files `<prefix>-<generation>-…` or `<prefix>-<generation>.…` of every other generation, for
 * the given one-letter prefixes. The unlinks run on the thread pool: an unlink of a file written moments ago can wait
 * on the disk's journal (at 10,000 memories a rebuild removes ~800 files, ~1 s of waits on a busy disk), and this
 * thread meanwhile writes the other indexes of a rebuild.
 */
export async function removeOtherGenerations(dir: string, generation: string, prefixes: string): Promise<void> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const old = names.filter((name) => {
    const match = GENERATION_FILE.exec(name);
    return match !== null && prefixes.includes(match[1]!) && match[2] !== generation;
  });
  // unlink, not rm: a shard is a file, and rm's lstat of each of hundreds of them is a syscall more. One that fails
  // (gone already: another process swept it; or not a file) is left to the next sweep.
  // (node:fs's callback form: node:fs/promises is a module more for the short commands that load this one.)
  await Promise.all(old.map((name) => new Promise<void>((done) => unlink(`${dir}/${name}`, () => done()))));
}
