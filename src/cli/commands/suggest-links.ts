import { UsageError } from "../../core/errors.js";
import type { Command } from "../command.js";

// Placeholder while the operation is being built in this session.
export const command: Command = {
  name: "suggest-links",
  usage: "Usage: memory suggest-links",
  options: {},
  async run() {
    throw new UsageError("memory suggest-links is not available yet.");
  },
};
