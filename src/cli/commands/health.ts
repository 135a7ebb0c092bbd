import { UsageError } from "../../core/errors.js";
import type { Command } from "../command.js";

// Placeholder while the operation is being built in this session.
export const command: Command = {
  name: "health",
  usage: "Usage: memory health",
  options: {},
  async run() {
    throw new UsageError("memory health is not available yet.");
  },
};
