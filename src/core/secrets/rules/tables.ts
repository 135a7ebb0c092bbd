// Rule family: Markdown tables. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./tables.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { type KeyRole, keyRole } from "../key-names.js";
import type { SecretKind, SecretRule } from "../kinds.js";
import { OTHER_LANGUAGE_PASSWORD, PROSE_KEYWORD_OTHER } from "../password-names.js";
import { TABLE_SECRET_HINT } from "../prose-words.js";
import { isPassphraseOfWords } from "../value-context.js";
import {
  isCodeReference,
  isFilePath,
  isGenericSecretValue,
  isKeyValue,
  isPinValue,
  isPlaceholder,
  unquote,
} from "../values.js";

/** Markdown tables: a cell under a column (or beside a row's name) that names a secret. */
export function tableRules() {
  return {
    // A Markdown table with a column named like a secret: | User | Password | … | app | s3cret! |. Revision 19: the
    // result tables of SQL clients too, psql's (`----+----` under the header, no outer pipes: its last cell ends the
    // line; or its expanded display, `-[ RECORD 1 ]` then `name | value` lines) and mysql's (`+----+----+` borders).
    markdownTable: {
      kind: "password-assignment",
      needs: ["|"],
      hint: [/\|/, TABLE_SECRET_HINT],
      pattern: /(?<=\|)[ \t]*(?<secret>[^|\n]*[^|\s])[ \t]*(?=\||$)/dgm,
      accept: (secret, match, text) =>
        tableCellKind(secret, match.index, text, text.charCodeAt(match.index + match[0].length) === 124),
    },
    // Revision 14. A column of codes (`Code`, `PIN`, `Kod`) where the table's header or the lines above it name what
    // the codes open: `| Tür | Code |` under "Zugänge", a door's `6856#`.
    codeColumn: {
      kind: "password-assignment",
      needs: ["|"],
      hint: [/\|/, /cod|kod|pin|c\u00f3d/i, OPENS_SOMETHING],
      pattern: /(?<=\|)[ \t]*(?<secret>[^|\n]*[^|\s])[ \t]*(?=\|)/dg,
      accept: (secret, match, text) => codeCellKind(secret, match.index, text),
    },
    // Revision 21. A password manager's CSV export pasted by mistake (1Password's, Bitwarden's `login_password`,
    // LastPass's, a browser's, KeePass's): a header row naming a password column, then a row a login. Every cell of
    // that column is a password, words too: the export holds what people chose.
    csvExportColumn: {
      kind: "password-assignment",
      needs: [
        "pass",
        "pwd",
        "kennwort",
        "wachtwoord",
        "senha",
        "contrase",
        "totp",
        "otpauth",
        "senord",
        "adgangskode",
        "salasana",
        "has",
        "heslo",
        "jelsz",
        "ifre",
        "clave",
        "secret",
        "token",
        "key",
      ],
      // Revision 27: a delimiter too, which the header's three cells or more hold (and no path does).
      hint: [/[,;\t]/, CSV_SECRET_HEADER],
      // A cell from its delimiter (and up to three blanks), quoted (`""` inside) or not; written so that no run of
      // blanks or quote marks is read again from each of its characters.
      pattern: /(?<=(?:^|[,;\t]) {0,3})(?<value>"[^"\n]*"(?:"[^"\n]*")*|[^,;\t\n" ][^,;\t\n"]*)(?=[,;\t]|$)/dgm,
      accept: (secret, match, text) => csvCellKind(secret, match.index, text),
    },
    // Revision 21. A value of an SQL `INSERT … (columns) VALUES (…), (…)` under a column named for a secret
    // (`client_secret`, `password`, `api_key`), in every row: the rules that read a name before its value see only
    // the first row's.
    sqlInsertColumn: {
      kind: "generic-secret",
      needs: ["insert"],
      hint: /insert[ \t\n]+into[^\n(]{1,120}\([^()]{1,2000}\)[ \t\n]*values/i,
      // A quoted value (`''` inside), unrolled so that a run of quote marks is read once.
      pattern: /'[^'\n]*'(?:'[^'\n]*')*/dg,
      accept: (secret, match, text) => sqlValueKind(secret, match.index, text),
    },
  } satisfies Record<string, SecretRule>;
}

/**
 * A row between the header and the body of a table: `|---|:---:|`. Blanks are read once where two runs of them met
 * (`\s*\|?\s*` was cubic on a line of tabs). @internal Exported for its test.
 */
export const TABLE_SEPARATOR = /^\s*(?:\|\s*)?:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*(?:\|\s*)?$/;
/** Revision 19: psql's rule under a result's header (`----+------`), mysql's border (`+----+------+`). */
const CLIENT_TABLE_SEPARATOR = /^[ \t]*(?:\+-{2,}(?:\+-{2,})*\+|-{2,}(?:\+-{2,})+)[ \t]*$/;
/** A column named "password" in another language than English. */
const PASSWORD_HEADER = new RegExp(`^(?:${OTHER_LANGUAGE_PASSWORD}|${PROSE_KEYWORD_OTHER})$`, "i");
/** Values that say there is none: a table's empty cells. */
const NO_VALUE =
  /^(?:n\/?a|none|null|nil|tbd|todo|same|empty|unset|unknown|yes|no|true|false|required|optional|-+|\u2014|\u2013)$/i;

// The header cells of the table each body row belongs to (by the row's start), for the text scanned last: every cell
// of a table asks, and each row is looked up once.
let tableHeaders: { text: string; rows: Map<number, string[] | null> } | undefined;

// Revision 14: a column named for a code, in a table whose header or the lines above it name what codes open.
const CODE_HEADER =
  /^(?:codes?|kod|kode|koodi|c\u00f3digo|codigo|codice|pin|pin ?code|zugangscode|t(?:\u00fc|ue)rcode|access code|door code|digicode)$/i;
const OPENS_SOMETHING =
  /t(?:\u00fc|ue)r|door|gate|\btor\b|porte|puerta|porta|port\u00e3o|zug(?:a|\u00e4)ng|eingang|entrance|entry|access|acc\u00e8s|acceso|acesso|alarm|safe|tresor|coffre|cofre|caja fuerte|lock|schloss|locker|spind|keypad|digicode|schl(?:\u00fc|ue)ssel|d\u00f6rr|deur/i;
// Revision 14: a cell that says where the password is kept or whom to ask (`1Password → "Grafana stg"`, `ask @sre`).
// Revision 27: a variable that holds it (`variable PREPROD_DB_PASSWORD in GitLab`), a command that reads it.
const KEPT_ELSEWHERE =
  /^(?:see|ask|in|from|via|siehe|voir|ver|vedi|zie|im|dans|frag|fragen|demander|preguntar|variable|variabile|variablen?)\s|\u2192|->|\b(?:1password|bitwarden|lastpass|keepass(?:xc)?|dashlane|vault|keychain|keeper|passbolt|secrets? ?manager|key ?vault|parameter store|kv get|op read|bw get|pass show|gitlab|github|ci\/cd)\b|\b[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:PASSWORD|SECRET|TOKEN|KEY|PASS|PWD)\b/i;

/**
 * Whether a table cell holds a secret: its column's header names one, and the value looks like one. A cell a pipe does
 * not close is one only in a row with no opening pipe (psql's last column): a Markdown row closes its cells.
 */
function tableCellKind(value: string, cellAt: number, text: string, closed: boolean): SecretKind | false {
  const rowStart = text.lastIndexOf("\n", cellAt - 1) + 1;
  if (!closed && lineAt(text, rowStart).trimStart().startsWith("|")) return false;
  const header = headerCellsOf(text, rowStart)?.[cellIndex(text, rowStart, cellAt)];
  if (header === undefined) {
    // Revision 19: psql's expanded display, a column's name beside its value.
    const name = expandedRecordName(text, rowStart);
    const role = name === undefined ? undefined : columnRole(name);
    return role === undefined ? false : cellKind(role, value);
  }
  const role = columnRole(header);
  if (role !== undefined) return cellKind(role, value);
  // A table of names and values: `| Wi-Fi password | sorrel-bramble-66 |` under `| what | value |`.
  if (!/^(?:value|values|wert|valeur|valor|valore|waarde)$/i.test(header)) return false;
  const name = rowCells(lineAt(text, rowStart))[0];
  const rowRole = name === undefined ? undefined : columnRole(name);
  return rowRole === undefined ? false : cellKind(rowRole, value);
}

/** Whether a table cell is a code: under a code's column, in a table that names what codes open. */
function codeCellKind(value: string, cellAt: number, text: string): SecretKind | false {
  const rowStart = text.lastIndexOf("\n", cellAt - 1) + 1;
  const header = headerCellsOf(text, rowStart)?.[cellIndex(text, rowStart, cellAt)];
  if (header === undefined || !CODE_HEADER.test(header) || !OPENS_SOMETHING.test(tableHeading(text, rowStart)))
    return false;
  return cellKind("pin", value.replace(/(?<![ \t])[ \t]*[#*]$/, ""));
}

/** What a table's column (or a row's name) says its cells hold. */
function columnRole(name: string): KeyRole | undefined {
  // Every cell of a column asks (revision 19: psql's rows, thousands of them): each name is read once.
  if (COLUMN_ROLES.has(name)) return COLUMN_ROLES.get(name);
  if (COLUMN_ROLES.size >= 1024) COLUMN_ROLES.clear();
  const role = /^(?:api[ _-]?)?key$/i.test(name) ? "token" : PASSWORD_HEADER.test(name) ? "password" : keyRole(name);
  COLUMN_ROLES.set(name, role);
  return role;
}

const COLUMN_ROLES = new Map<string, KeyRole | undefined>();

/** A cell under a column whose name has `role`: a secret of which kind, if any. */
function cellKind(role: KeyRole, value: string): SecretKind | false {
  const { inner, quoted } = unquote(value);
  if (role === "password" && isPasswordCell(inner, quoted)) return "password-assignment";
  if (role === "pin") return isPinValue(inner) ? "password-assignment" : false;
  if (role === "key") return isKeyValue(value) ? "generic-secret" : false;
  return isGenericSecretValue(value) ? "generic-secret" : false;
}

function isPasswordCell(inner: string, quoted: boolean): boolean {
  if (inner.length < (quoted ? 3 : 4)) return false;
  if (isPlaceholder(inner, quoted) || isCodeReference(inner) || isFilePath(inner) || NO_VALUE.test(inner)) return false;
  if (/\s/.test(inner) && KEPT_ELSEWHERE.test(inner)) return false;
  if (quoted) return inner.length >= 3;
  return (
    inner.length >= 4 &&
    (/[0-9!@#$%^&*+=?~|\\_]/.test(inner) || isPassphraseOfWords(inner) || /[a-z][A-Z]|[A-Z][a-z]+[A-Z]/.test(inner))
  );
}

// psql's expanded display (`\x`): a record's rule, then one `name | value` line a column.
const EXPANDED_RECORD = /^-\[ RECORD \d+ \][-+]*$/;
// Whether each row of the text scanned last is under such a rule (a row asks once; its record's rows share the walk).
let expandedRows: { text: string; rows: Map<number, boolean> } | undefined;

/** The column's name of a `name | value` row of psql's expanded display, if the row is one. */
function expandedRecordName(text: string, rowStart: number): string | undefined {
  const isPair = (line: string) => !line.trimStart().startsWith("|") && line.indexOf("|") === line.lastIndexOf("|");
  const row = lineAt(text, rowStart);
  if (!row.includes("|") || !isPair(row)) return undefined;
  if (expandedRows?.text !== text) expandedRows = { text, rows: new Map() };
  const rows = expandedRows.rows;
  const walked: number[] = [];
  let under: boolean | undefined;
  for (let at = rowStart; under === undefined; ) {
    under = rows.get(at);
    if (under !== undefined) break;
    walked.push(at);
    under = false;
    if (at === 0) break;
    // The line above ends at the line break before this row (`at - 1`): a row after a blank first line has none.
    const aboveStart = at >= 2 ? text.lastIndexOf("\n", at - 2) + 1 : 0;
    const above = text.slice(aboveStart, at - 1);
    if (EXPANDED_RECORD.test(above.trim())) under = true;
    else if (above.includes("|") && isPair(above)) {
      under = undefined;
      at = aboveStart;
    }
  }
  for (const at of walked) rows.set(at, under);
  return under ? row.slice(0, row.indexOf("|")).trim() : undefined;
}

/** Which cell of its row the cell at `cellAt` is: the pipes before it, less the row's opening one (psql has none). */
function cellIndex(text: string, rowStart: number, cellAt: number): number {
  return pipesBetween(text, rowStart, cellAt) - (lineAt(text, rowStart).trimStart().startsWith("|") ? 1 : 0);
}

/** Unescaped pipes in text[from, to). */
function pipesBetween(text: string, from: number, to: number): number {
  let pipes = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 124 && text.charCodeAt(i - 1) !== 92) pipes++;
  return pipes;
}

/**
 * The header cells of the table whose body holds the row starting at `rowStart`; null when it is no body row. Walks
 * up the rows not looked up yet to the separator (a loop: a text may hold any number of rows).
 */
function headerCellsOf(text: string, rowStart: number): string[] | null {
  if (tableHeaders?.text !== text) tableHeaders = { text, rows: new Map() };
  const rows = tableHeaders.rows;
  const walked: number[] = [];
  // A row with no opening pipe is psql's, whose header is over psql's rule only.
  const bare = !lineAt(text, rowStart).trimStart().startsWith("|");
  const isRow = (line: string) =>
    bare ? line.includes("|") && !line.trimStart().startsWith("|") : line.trimStart().startsWith("|");
  let cells: string[] | null | undefined;
  for (let at = rowStart; cells === undefined; ) {
    cells = rows.get(at);
    if (cells !== undefined) break;
    walked.push(at);
    cells = null;
    if (at === 0 || !isRow(lineAt(text, at))) break;
    const aboveStart = text.lastIndexOf("\n", at - 2) + 1;
    const above = text.slice(aboveStart, at - 1);
    if (
      bare
        ? CLIENT_TABLE_SEPARATOR.test(above) && !above.trimStart().startsWith("+")
        : TABLE_SEPARATOR.test(above) || CLIENT_TABLE_SEPARATOR.test(above)
    ) {
      const header = aboveStart > 0 ? text.slice(text.lastIndexOf("\n", aboveStart - 2) + 1, aboveStart - 1) : "";
      if (isRow(header)) cells = rowCells(header);
    } else if (isRow(above)) {
      cells = undefined;
      at = aboveStart;
    }
  }
  for (const at of walked) rows.set(at, cells);
  return cells;
}

/** The header row of the table holding the row at `rowStart`, and the three lines above the table. */
function tableHeading(text: string, rowStart: number): string {
  let start = rowStart;
  while (start > 0) {
    const above = text.lastIndexOf("\n", start - 2) + 1;
    if (!lineAt(text, above).trimStart().startsWith("|")) break;
    start = above;
  }
  let from = start;
  for (let i = 0; i < 3 && from > 0; i++) from = text.lastIndexOf("\n", from - 2) + 1;
  return text.slice(from, text.indexOf("\n", start) === -1 ? text.length : text.indexOf("\n", start));
}

/** The line of `text` starting at `start`, without its line break. */
function lineAt(text: string, start: number): string {
  const end = text.indexOf("\n", start);
  return text.slice(start, end === -1 ? undefined : end);
}

function rowCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

// Revision 21. A CSV header's cell naming a password (or a one-time password's seed) column: `Password`,
// `login_password`, `"Kennwort"`; the rule's hint, so a text with no such cell costs one search.
// Revision 27: the Nordic, Finnish, Polish, Czech, Hungarian, Turkish and Spanish names, and a column of secrets or
// tokens (a service's table: `service\taccount\tsecret`), whose cells are secrets when they look random.
const CSV_SECRET_COLUMN =
  /^(?:login[ _]?)?(?:password|passwd|pwd|pass|passwort|kennwort|wachtwoord|senha|contrase(?:\u00f1|n)a|mot de passe|totp|otpauth|l(?:\u00f6|o)senord|passord|adgangskode|salasana|has(?:\u0142|l)o|heslo|jelsz(?:\u00f3|o)|\u015fifre|sifre|clave|(?:client[ _]?)?secret|token|api[ _]?key)$/i;
const CSV_SECRET_HEADER =
  /(?:^|[,;\t]) {0,3}"?(?:login[ _]?)?(?:password|passwd|pwd|pass|passwort|kennwort|wachtwoord|senha|contrase(?:\u00f1|n)a|totp|otpauth|l(?:\u00f6|o)senord|passord|adgangskode|salasana|has(?:\u0142|l)o|heslo|jelsz(?:\u00f3|o)|\u015fifre|sifre|clave|(?:client[ _]?)?secret|token|api[ _]?key)"? {0,3}(?:[,;\t]|$)/im;
// A column's name (empty for an unnamed one), and the columns that say whose login a row is or where it logs in.
const CSV_COLUMN_NAME = /^(?:[\p{L}_][\p{L}\d_.-]*(?: [\p{L}\d_.-]+){0,2})?$/u;
const CSV_LOGIN_COLUMN =
  /^(?:login[ _]?)?(?:user(?:[ _]?name)?|login(?:[ _]?name)?|e-?mail|account|url|uri|website|web site|site|title|name|benutzer(?:name)?|nutzer|gebruiker(?:snaam)?|utilisateur|usuario|usu\u00e1rio|identifiant|dienst|service|host|anv(?:\u00e4|a)ndare|bruker(?:navn)?|bruger(?:navn)?|k(?:\u00e4|a)ytt(?:\u00e4|a)j(?:\u00e4|a)(?:tunnus)?|tj(?:\u00e4|a)nst|tjeneste|palvelu|u\u017eivatel|u\u017cytkownik|utente|konto)$/i;
// The cells under a secret column of the CSV blocks of the text scanned last (their starts), read once a text.
let csvCells: { text: string; cells: Map<number, string> } | undefined;

/** A CSV cell under a header naming a password or a seed: a secret unless it says there is none. */
function csvCellKind(value: string, cellAt: number, text: string): SecretKind | false {
  if (csvCells?.text !== text) csvCells = { text, cells: csvSecretCells(text) };
  const column = csvCells.cells.get(cellAt);
  if (column === undefined) return false;
  const { inner, quoted } = unquote(value.trim());
  if (inner.length < 4 || NO_VALUE.test(inner) || isPlaceholder(inner, quoted) || isCodeReference(inner)) return false;
  if (/otp/i.test(column)) return /^otpauth:\/\/|^[A-Z2-7 ]{16,}=*$/i.test(inner) ? "generic-secret" : false;
  if (/secret|token|key$/i.test(column)) return isGenericSecretValue(inner) ? "generic-secret" : false;
  return /\s/.test(inner) && KEPT_ELSEWHERE.test(inner) ? false : "password-assignment";
}

/**
 * The CSV blocks of a text: a header line of three cells or more with a secret column, then the lines under it up to
 * a blank one, split by the header's delimiter (quotes kept together). The start of each cell under a secret column.
 */
function csvSecretCells(text: string): Map<number, string> {
  const cells = new Map<number, string>();
  const lines = text.split("\n");
  let at = 0;
  let columns: { delimiter: string; names: string[]; secret: Set<number>; cells: number } | undefined;
  for (const line of lines) {
    const lineStart = at;
    at += line.length + 1;
    if (line.trim() === "") {
      columns = undefined;
      continue;
    }
    if (columns) {
      const row = splitCsvLine(line, columns.delimiter);
      if (row.length >= columns.cells - 1 && row.length <= columns.cells + 1) {
        for (const index of columns.secret) {
          const cell = row[index];
          // Where the rule's pattern starts the cell: after the blanks that open it.
          if (cell)
            cells.set(lineStart + cell.start + cell.text.length - cell.text.trimStart().length, columns.names[index]!);
        }
        continue;
      }
      columns = undefined;
    }
    const delimiter = [",", ";", "\t"].find((d) => line.includes(d));
    if (!delimiter) continue;
    const header = splitCsvLine(line, delimiter);
    if (header.length < 3) continue;
    const names = header.map((cell) => unquote(cell.text.trim()).inner);
    // A header is names of columns, one of them the login's or the site's: a sentence's commas make no header.
    if (!names.every((name) => CSV_COLUMN_NAME.test(name)) || !names.some((name) => CSV_LOGIN_COLUMN.test(name)))
      continue;
    const secret = new Set(names.flatMap((name, index) => (CSV_SECRET_COLUMN.test(name) ? [index] : [])));
    if (secret.size > 0) columns = { delimiter, names, secret, cells: header.length };
  }
  return cells;
}

/** The cells of a CSV line (a quoted cell may hold the delimiter), each with its start in the line. */
function splitCsvLine(line: string, delimiter: string): { start: number; text: string }[] {
  const cells: { start: number; text: string }[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if ((c === delimiter && !quoted) || i === line.length) {
      cells.push({ start, text: line.slice(start, i) });
      start = i + 1;
    }
  }
  return cells;
}

// The values under a secret's column of the INSERT statements of the text scanned last (their starts), read once.
let sqlValues: { text: string; values: Map<number, KeyRole> } | undefined;
const INSERT_HEAD = /\binsert[ \t\n]+into[ \t\n]+[^\n(]{1,120}?\((?<columns>[^()]{1,2000})\)[ \t\n]*values[ \t\n]*/gi;

/** A quoted value of an INSERT's row, under a column whose name has a secret's role: a secret of which kind, if any. */
function sqlValueKind(value: string, at: number, text: string): SecretKind | false {
  if (sqlValues?.text !== text) sqlValues = { text, values: sqlSecretValues(text) };
  const role = sqlValues.values.get(at);
  return role === undefined ? false : cellKind(role, value);
}

/** Walks each INSERT's rows after VALUES (quotes kept together), noting where each secret column's value starts. */
function sqlSecretValues(text: string): Map<number, KeyRole> {
  const values = new Map<number, KeyRole>();
  for (const head of text.matchAll(INSERT_HEAD)) {
    const roles = (head.groups?.columns ?? "")
      .split(",")
      .map((name) => columnRole(name.trim().replace(/^[`"[]|[`"\]]$/g, "")));
    if (!roles.some((role) => role !== undefined)) continue;
    let column = 0;
    let depth = 0;
    for (let i = head.index + head[0].length; i < text.length; i++) {
      const c = text[i];
      if (c === "'") {
        const role = depth === 1 ? roles[column] : undefined;
        if (role !== undefined) values.set(i, role);
        // To the closing quote ('' is a quote inside the value).
        for (i++; i < text.length && !(text[i] === "'" && text[i + 1] !== "'"); i += text[i] === "'" ? 2 : 1);
      } else if (c === "(") {
        depth++;
        if (depth === 1) column = 0;
      } else if (c === ")") depth--;
      else if (c === "," && depth === 1) column++;
      else if (c === ";" || (depth === 0 && /[^\s,]/.test(c!))) break;
      if (depth < 0) break;
    }
  }
  return values;
}
