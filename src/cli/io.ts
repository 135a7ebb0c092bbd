// The terminal as the CLI sees it; tests and the hook never touch process.* directly.

import { writeSync } from "node:fs";
import { nodeReadline, nodeTty } from "../core/node-builtins.js";

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  readStdin(): Promise<string>;
  /** Asks a yes/no question on the terminal; false unless the answer starts with y. */
  confirm(question: string): Promise<boolean>;
}

export function processIO(): CliIO {
  return {
    out: fdWriter(1, () => process.stdout),
    err: fdWriter(2, () => process.stderr),
    // Asked on first use, with isatty rather than process.std*.isTTY: node:tty loads node:net, and most
    // commands (a search, a write given its text) never ask.
    get stdinIsTTY() {
      return nodeTty().isatty(0);
    },
    get stdoutIsTTY() {
      return nodeTty().isatty(1);
    },
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    confirm: async (question) => {
      const { createInterface } = nodeReadline();
      return new Promise((resolve) => {
        const rl = createInterface({ input: process.stdin, output: process.stderr });
        rl.question(question, (answer) => {
          rl.close();
          resolve(/^\s*y/i.test(answer));
        });
        rl.on("close", () => resolve(false));
      });
    },
  };
}

/**
 * Writes to a standard stream's file descriptor directly: process.stdout and
 * process.stderr load the tty or net module on every command. A descriptor
 * that would block (a non-blocking pipe that is full) hands the rest, and every
 * later write, to the stream; a reader that went away (`memory list | head`)
 * gets nothing more.
 */
function fdWriter(fd: 1 | 2, stream: () => NodeJS.WriteStream): (text: string) => void {
  let streaming = false;
  let closed = false;
  return (text) => {
    if (closed) return;
    if (streaming) {
      stream().write(text);
      return;
    }
    const bytes = Buffer.from(text, "utf8");
    let written = 0;
    try {
      while (written < bytes.length) written += writeSync(fd, bytes, written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EPIPE") closed = true;
      else if (code === "EAGAIN") {
        streaming = true;
        stream().write(bytes.subarray(written));
      } else throw error;
    }
  };
}
