import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The two example entries of the events.jsonl format, byte for byte. */
export const SPEC_EXAMPLE_1 = String.raw`{"id":"lesson-inc036-a3f8c2d1","type":"lesson","classification":"hard","severity":"S1","title":"Rolling statistics without shift(1) caused 999x backtest inflation","content":["42 rolling/ewm/pct_change calls missing shift(1) in feature engine","Model learned to explain past, not predict future","IC with T-5 returns (-0.115) > IC with T+1 returns (0.018)","Backtest showed 49,979% return; after fix only 52%"],"rule":"shift(1) MUST precede any rolling(), ewm(), pct_change() on price-derived data","implication":"Backtest returns inflated 100-1000x; predictions structurally encode future information","verify":"grep -rn 'rolling\\|ewm\\|pct_change' src/features/*.py | grep -v 'shift(1)'","source":["docs/decisions/INCIDENTS.md#INC-036:L553-L699"],"tags":["leakage","feature-engine","shift","rolling"],"created_at":"2026-02-01T14:30:00Z","last_verified":null,"deprecated":false,"_meta":{}}`;
export const SPEC_EXAMPLE_2 = String.raw`{"id":"fact-risk_adjusted_labels-9c3a1e5f","type":"fact","classification":"soft","severity":"S3","title":"3K label uses dual-condition (return + drawdown), not just ATR breakout","content":["CLAUDE.md describes 3K as: close[t+3]/close[t] - 1 > ATR_14/close[t]","Actual implementation uses create_return_drawdown_label(horizon=3)","Dual conditions: future_return > 0.1% AND max_drawdown < 0.5%"],"rule":null,"implication":"Stricter than documented; may affect threshold tuning expectations","verify":null,"source":["src/labels/risk_adjusted_labels.py:L93-L144"],"tags":["label","3k","documentation"],"created_at":"2026-02-01T15:00:00Z","last_verified":null,"deprecated":false,"_meta":{}}`;

/** A valid entry in the events.jsonl format's field order; `overrides` replace or add fields (undefined removes one). */
export function entry(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    id,
    type: "lesson",
    classification: "soft",
    severity: null,
    title: `Title of ${id}`,
    content: ["First point about tokens.", "Second point about tokens."],
    rule: "Tokens MUST be refreshed behind the mutex",
    implication: null,
    verify: null,
    source: ["src/auth/refresh.ts:L10-L40"],
    tags: ["auth"],
    created_at: "2026-02-01T10:00:00Z",
    last_verified: null,
    deprecated: false,
    _meta: {},
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

export const line = (value: unknown) => JSON.stringify(value);
export const jsonl = (...lines: string[]) => `${lines.join("\n")}\n`;

/** Every file under a directory (skipping .index/), path → bytes, to compare trees before and after. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    let names: string[];
    try {
      names = readdirSync(current);
    } catch {
      return;
    }
    for (const name of names) {
      if (name === ".index") continue;
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[path.slice(dir.length)] = readFileSync(path, "utf8");
    }
  };
  walk(dir);
  return files;
}

/** A hex id suffix for test ids. */
export const hex = (n: number) => n.toString(16).padStart(8, "0");
