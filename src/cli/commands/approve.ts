import { resolveCommand } from "./inbox.js";

export const command = resolveCommand("approve");
