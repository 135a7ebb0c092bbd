// Limits on what one JSON-RPC message may be, applied to the stdio stream
// before the SDK reads it: a line over MAX_MESSAGE_BYTES, or nested deeper than
// MAX_DEPTH, is answered with a JSON-RPC error and dropped, and the server goes
// on. (The SDK's own reader closes the transport, ending the server, past its
// 10 MiB buffer, and a message nested 100,000 deep never got a reply.)

import { Transform, type TransformCallback } from "node:stream";

/** Bytes of one message: a save's largest body with room to spare, under the SDK's 10 MiB buffer. */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/** Objects and arrays inside one another: tool arguments need a handful. */
export const MAX_DEPTH = 64;

const NEWLINE = 0x0a;

/** Bytes of a refused line's start and end looked at for its id. */
const ID_SEARCH_BYTES = 4096;
// The top-level id: a member before any nested object, or the last member (where the SDK's client puts it, after
// `params`): a value followed by the object's one closing brace.
const LEADING_ID = /^\s*\{[^{[]*?"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,16})/;
const TRAILING_ID = /[,{]\s*"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,16})\s*\}\s*$/;

/** The request's id when it can be seen near the start or the end of the line (the error then answers that request). */
function idOf(head: string, tail: string): string | number | null {
  const match = LEADING_ID.exec(head) ?? TRAILING_ID.exec(tail);
  if (!match) return null;
  try {
    return JSON.parse(match[1]!) as string | number;
  } catch {
    return null;
  }
}

/** How deeply objects and arrays nest in a line of JSON, counted up to `limit + 1` (strings skipped). */
function depthOver(line: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const byte = line[i]!;
    if (inString) {
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > limit) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

/**
 * Passes complete lines of stdin through; answers and drops those over the
 * limits. `reply` writes one JSON-RPC message to the client.
 */
export class BoundedMessages extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Inside a line refused for its size: its bytes are dropped up to its end, where it is answered. */
  private discarding = false;
  /** The refused line's start, and its last bytes so far (its id may be its last member). */
  private refusedHead = "";
  private refusedTail = Buffer.alloc(0);

  constructor(private readonly reply: (message: object) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    while (start < chunk.length) {
      const end = chunk.indexOf(NEWLINE, start);
      const piece = chunk.subarray(start, end < 0 ? chunk.length : end);
      start = end < 0 ? chunk.length : end + 1;
      if (!this.discarding) {
        this.pending.push(piece);
        this.pendingBytes += piece.length;
        if (this.pendingBytes > MAX_MESSAGE_BYTES) {
          const line = Buffer.concat(this.pending);
          this.pending = [];
          this.pendingBytes = 0;
          this.refusedHead = line.subarray(0, ID_SEARCH_BYTES).toString("utf8");
          this.refusedTail = line.subarray(-ID_SEARCH_BYTES);
          this.discarding = true;
        }
      } else {
        this.refusedTail = Buffer.concat([this.refusedTail, piece]).subarray(-ID_SEARCH_BYTES);
      }
      if (end < 0) break;
      if (this.discarding) {
        // Answered at the line's end: the SDK's client writes the id last.
        this.discarding = false;
        this.reply(refusal(`the message is over ${MAX_MESSAGE_BYTES} bytes`, this.refusedHead, this.refusedTail));
        this.refusedHead = "";
        this.refusedTail = Buffer.alloc(0);
      } else this.complete();
    }
    done();
  }

  private complete(): void {
    const line = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    if (depthOver(line, MAX_DEPTH)) {
      this.reply(
        refusal(
          `the message nests objects or arrays more than ${MAX_DEPTH} deep`,
          line.subarray(0, ID_SEARCH_BYTES).toString("utf8"),
          line.subarray(-ID_SEARCH_BYTES),
        ),
      );
      return;
    }
    this.push(Buffer.concat([line, Buffer.from("\n")]));
  }
}

/** The JSON-RPC error answering a refused line, with its request's id when one is found. */
function refusal(reason: string, head: string, tail: Buffer): object {
  return {
    jsonrpc: "2.0",
    id: idOf(head, tail.toString("utf8")),
    error: { code: -32600, message: `Invalid request: ${reason}; it was not read.` },
  };
}
