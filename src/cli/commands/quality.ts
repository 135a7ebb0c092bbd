import { UsageError } from "../../core/errors.js";
import type { Command } from "../command.js";

// Placeholder while the operation is being built in this session.
export const command: Command = {
  name: "quality",
  usage: "Usage: memory quality",
  options: {},
  async run() {
    throw new UsageError("memory quality is not available yet.");
  },
};
