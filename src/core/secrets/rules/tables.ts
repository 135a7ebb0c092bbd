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
const KEPT_ELSEWHERE =
  /^(?:see|ask|in|from|via|siehe|voir|ver|vedi|zie|im|dans|frag|fragen|demander|preguntar)\s|\u2192|->|\b(?:1password|bitwarden|lastpass|keepass(?:xc)?|dashlane|vault|keychain|keeper|passbolt|secrets? ?manager|key ?vault|parameter store)\b/i;

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
  if (!quoted && /\s/.test(inner) && KEPT_ELSEWHERE.test(inner)) return false;
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
