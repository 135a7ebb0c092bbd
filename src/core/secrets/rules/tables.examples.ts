// The Markdown table family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`| host | user | password |\n|---|---|---|\n| db1 | app | ${fake.made()} |`,
      secret`| what | value |\n|---|---|\n| Wi-Fi password | ${fake.made()} |`,
      secret`| service | token |\n|---|---|\n| ci | ${fake.token(32)} |`,
      // Revision 14: a column of codes in a table that names doors.
      secret`### Zugänge Lager\n\n| Tür | Code |\n|---|---|\n| Rolltor | ${fake.pin(5)}# |\n| Büro | ${fake.pin(6)} |`,
      // Revision 19: SQL clients' result tables, psql's (the last cell ends its line) and mysql's.
      secret` id | owner | api_key\n----+-------+---------\n  7 | ci    | ${fake.token(32)}`,
      secret`-[ RECORD 1 ]------------------------\nid      | 7\nname    | ci\napi_key | ${fake.token(32)}`,
      secret`+----+-------+-------------+\n| id | login | password    |\n+----+-------+-------------+\n|  3 | jan   | Meadow${fake.pin(4)}!! |\n+----+-------+-------------+`,
    ],
    kept: [
      // Revision 14: cells that say where a password is kept or whom to ask; a column of codes that opens nothing.
      '| Service | User | Password |\n|---|---|---|\n| Grafana | admin | 1Password → "Grafana prod" |\n| Jenkins | ci | ask @platform |',
      "| Fehler | Code |\n|---|---|\n| Timeout | 5041 |\n| Abbruch | 7302 |",
      "| host | user | password |\n|---|---|---|\n| db1 | app | (in the vault) |",
      "| setting | value |\n|---|---|\n| password length | 12 |",
      "| service | token |\n|---|---|\n| ci | none |",
      // Revision 19: a psql table of hashes and ids, a mysql table with no secret's column.
      ` id | key_hash | created_at\n----+----------+-----------\n  7 | ${fake.hex(64)} | 2024-07-01`,
      "+----+-------+\n| id | login |\n+----+-------+\n|  3 | jan   |\n+----+-------+",
      `-[ RECORD 1 ]------------------------\nid         | 7\nsession_id | ${fake.hex(32)}\ntoken_hash | ${fake.hex(64)}`,
      // A text opening with a blank line, then name | value lines (a walk up from its first row once never ended).
      "\napi_key | see the vault\nname    | ci",
    ],
  };
}
