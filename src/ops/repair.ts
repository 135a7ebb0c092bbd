// `memory repair` (spec 003, Repair): fix what the health check marks fixable.
// The work is ops/shared/repair.ts, which `memory health --fix` runs too.
export { repairStore } from "./shared/repair.js";
