import { UsageError } from "../../core/errors.js";
import type { Command } from "../command.js";

// Placeholder while the operation is being built in this session.
export const command: Command = {
  name: "index-page",
  usage: "Usage: memory index-page",
  options: {},
  async run() {
    throw new UsageError("memory index-page is not available yet.");
  },
};
