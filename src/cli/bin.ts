import { main } from "./main.js";

main(process.argv.slice(2)).then(
  (code) => {
    // main() only returns numbers; anything else would make Node throw at exit.
    process.exitCode = typeof code === "number" ? code : 1;
  },
  (error: unknown) => {
    process.stderr.write(`✗ ${(error as Error)?.stack ?? String(error)}\n`);
    process.exitCode = 1;
  },
);
