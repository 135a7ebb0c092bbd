import { UsageError } from "../../core/errors.js";
import type { Command } from "../command.js";

// Placeholder while the operation is being built in this session.
export const command: Command = {
  name: "repair",
  usage: "Usage: memory repair",
  options: {},
  async run() {
    throw new UsageError("memory repair is not available yet.");
  },
};
