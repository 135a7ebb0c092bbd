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

/** The request's id when it can be seen near the start of the line (the error then answers that request). */
function idOf(head: string): string | number | null {
  const match = /^\s*\{[^{[]*?"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,16})/.exec(head);
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
  /** Inside a line already refused for its size: its bytes are dropped up to its end. */
  private discarding = false;

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
          this.refuse(`the message is over ${MAX_MESSAGE_BYTES} bytes`, -32600);
          this.discarding = true;
        }
      }
      if (end < 0) break;
      if (this.discarding) this.discarding = false;
      else this.complete();
    }
    done();
  }

  private complete(): void {
    const line = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    if (depthOver(line, MAX_DEPTH)) {
      this.refuse(`the message nests objects or arrays more than ${MAX_DEPTH} deep`, -32600, line);
      return;
    }
    this.push(Buffer.concat([line, Buffer.from("\n")]));
  }

  private refuse(reason: string, code: number, line = Buffer.concat(this.pending)): void {
    const id = idOf(line.subarray(0, 4096).toString("utf8"));
    this.pending = [];
    this.pendingBytes = 0;
    this.reply({ jsonrpc: "2.0", id, error: { code, message: `Invalid request: ${reason}; it was not read.` } });
  }
}
