// Assignments (`key = value`, `--flag value`, query and connection-string parameters, XML elements) and what a
// key's value must look like to be its secret.

import { SECRET_KEY_HINT, keyRole, keyWords } from "./key-names.js";
import type { SecretKind } from "./kinds.js";
import { groups } from "./match-groups.js";
import {
  isFilePath,
  isGenericSecretValue,
  isKeyValue,
  isPasswordValue,
  isPinValue,
  isPlaceholder,
  unquote,
} from "./values.js";

// `key = value`, `key: value`, `"key": "value"`, `key := value`, `key => value`.
// The key is a whole identifier-ish word (dotted, dashed, quoted); the value a
// quoted string or one unquoted token on the same line. Revision 17: an unquoted value ends at a NUL: a process's
// environment (`/proc/<pid>/environ`) is its variables joined by NULs. (Not at `^@`, as `cat -v` shows a NUL: a
// generated key may hold those two characters.)
export const ASSIGNMENT =
  /(?<![A-Za-z0-9_.$-]|\$\{)(?<key>[A-Za-z0-9_.-]*[A-Za-z0-9_])["']?[ \t]*(?<sep>:=|=>|=|:)[ \t]*(?<value>"""[^\n]*?"""|"(?:[^"\\\n]|\\.)*"|'[^'\n]*'|`[^`\n]*`|[^\s"'`,;)}\]>\0]+)/dg;
// `--password value`, `--api-token=value` on a command line. The key's word is looked for once, not tried at each
// occurrence (quadratic on `--PWDPWD…`).
export const FLAG =
  /(?<=^|[\s"'=])--?(?<key>(?=[A-Za-z0-9-]*?(?:pass|pwd|secret|token|key|auth|cred))[A-Za-z0-9-]*)(?:[ \t]+|=)(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"'-][^\s"']*)/dgi;
// `?sig=…&token=…` in a URL: the value stops at the next parameter.
export const QUERY_PARAMETER = /[?&](?<key>[A-Za-z0-9_.-]+)=(?<value>[^&#\s"'<>;]+)/dg;
// `;Password=…;` in a connection string: a `#` there is part of the value, not a URL's fragment.
export const CONNECTION_PARAMETER = /;[ \t]*(?<key>[A-Za-z0-9_.-]+)[ \t]*=[ \t]*(?<value>[^\s"'<>;]+)/dg;
// `<password>…</password>`, `<apiKey>…</apiKey>`.
export const XML_ELEMENT = /<(?<key>[A-Za-z_][\w.-]*)>(?<value>[^<>\n]{3,})<\/\k<key>>/dg;

/** A rule's `key` and `value` groups read as an assignment (`key = value`). */
export function namedValueKind(_secret: string, match: RegExpExecArray): SecretKind | false {
  return assignmentKind(groups(match).key ?? "", groups(match).value ?? "", "=", false);
}

export function assignmentKind(key: string, value: string, separator: string, gap: boolean): SecretKind | false {
  if (!SECRET_KEY_HINT.test(key)) return false;
  const role = keyRole(key);
  if (role === "pin") return isPinValue(value) ? "password-assignment" : false;
  if (role === "key") return isKeyValue(value) ? "generic-secret" : false;
  // `POSTGRES_PASSWORD=postgres`: a value that only repeats a word of its key is an image's default, it adds nothing.
  if (role === "password" && keyWords(key).includes(unquote(value).inner.toLowerCase())) return false;
  if (role === "password" && isPasswordValue(value, separator, gap)) return "password-assignment";
  // Revision 15: a passphrase of words in quotes under a passphrase's name (`BORG_PASSPHRASE='… kein Passwortmanager
  // 77'`), which the test for a message would take for one when a word of it names a password.
  if (role === "password" && keyWords(key).some((word) => word.endsWith("passphrase")) && isQuotedPassphrase(value))
    return "password-assignment";
  if (role !== undefined && isGenericSecretValue(value)) return "generic-secret";
  // `credentials: deploy:s3cret`, `creds = admin/hunter2`: a user and a password.
  if (
    role === "token" &&
    /cred/i.test(key) &&
    /^["']?[\w.@-]+[:/][^\s/"']{3,}["']?$/.test(value) &&
    !/[()]|::/.test(value) &&
    !isFilePath(unquote(value).inner) &&
    !isPlaceholder(unquote(value).inner)
  )
    return "password-assignment";
  return false;
}

/** Three to twelve words in quotes, a number among them or four words at least, and nothing a sentence ends with. */
function isQuotedPassphrase(value: string): boolean {
  const { inner, quoted } = unquote(value);
  if (!quoted || isPlaceholder(inner)) return false;
  const words = inner.split(" ");
  if (words.length < 3 || words.length > 12 || !words.every((word) => /^[\p{L}\d'-]+$/u.test(word))) return false;
  return words.length >= 4 || words.some((word) => /\d/.test(word));
}
