// The terminal as the CLI sees it; tests and the hook never touch process.* directly.

import { isatty } from "node:tty";

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
    // Braces: write's boolean must never leak out as a command's return value (an exit code).
    out: (text) => {
      process.stdout.write(text);
    },
    err: (text) => {
      process.stderr.write(text);
    },
    // isatty, not process.stdin.isTTY: that would set up the stdin stream on every command.
    stdinIsTTY: isatty(0),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    confirm: async (question) => {
      const { createInterface } = await import("node:readline");
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
