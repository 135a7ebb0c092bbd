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
      // Revision 21: password managers' CSV exports (1Password's, Bitwarden's, a browser's, a German one with PINs),
      // every cell of the password column; an INSERT's rows under a secret's column.
      secret`Title,Website,Username,Password,Notes\n"NAS","https://nas.lan","admin","${fake.made()}",\n"Printer","http://10.0.0.9","svc","${fake.words(3).replace(/ /g, "-")}-7",`,
      secret`folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nInfra,,login,Proxmox,,,0,https://pve.lan:8006,root,${fake.made()},`,
      secret`name,url,username,password\nGitea,https://git.example.lan,jan,${fake.words(2).replace(/ /g, ".")}.4`,
      secret`Dienst;Benutzer;Kennwort\nKasse;filiale2;${fake.pin(6)}\nDrucker;admin;${fake.made()}`,
      secret`INSERT INTO api_clients (client_id, name, client_secret) VALUES\n  ('ios', 'iOS', '${fake.token(40)}'),\n  ('partner', 'Partner', '${fake.token(40)}');`,
      // Revision 27: a CSV in Swedish, its password column of plain words; a table of services and their secrets.
      secret`Tjänst,Användare,Lösenord,Kommentar\nBokföring,ekonomi@bolag.example,${fake.made()},kvartal\nGästnät,-,${fake.words(2).replace(" ", "")},annat nät`,
      secret`system\taccount\tsecret\tteam\nMailer\tapi\t${fake.hex(32)}\tops`,
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
      // Revision 21: commas of a sentence, a CSV with no password column, a column that says a password is elsewhere;
      // an INSERT of no secret.
      "We rotate users, passwords, keys, and tokens every quarter.",
      "id,name,email,password_changed_at\n7,Jan,jan@example.com,2024-05-01",
      "title,url,username,password\nGrafana,https://grafana.lan,admin,\nJenkins,https://ci.lan,ci,see vault",
      "INSERT INTO plans (id, name, token_ttl) VALUES (1, 'basic', '3600'), (2, 'pro', '7200');",
      // Revision 27: cells that say where the password is kept: a command that reads it, a variable that holds it.
      "| env | host | password |\n|---|---|---|\n| dev | db-dev | `vault kv get secret/dev/app` |\n| qa | db-qa | variable QA_DB_PASSWORD in GitLab |",
    ],
  };
}
