// Rule family: key-named assignments. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./assignments.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { ASSIGNMENT, FLAG, XML_ELEMENT, assignmentKind, namedValueKind } from "../assignment-shapes.js";
import { KEY_LITERALS, SECRET_KEY_BEFORE_SEPARATOR, keyRole } from "../key-names.js";
import type { SecretRule } from "../kinds.js";
import { startsMessageOnLine } from "../messages.js";
import { gapBeforeValue, groups } from "../match-groups.js";
import { isCliSecret, isNamedLineValue } from "../value-context.js";
import { isGenericSecretValue, isPasswordValue, isPlaceholder, isSecretNameInCode } from "../values.js";

/** A literal assigned to a key whose words name a secret, in every config and code format. */
export function assignmentRules() {
  return {
    // `<password>…</password>` and other XML elements named like a secret.
    xmlElement: {
      kind: "password-assignment",
      pattern: XML_ELEMENT,
      needs: ["</"],
      hint: /<\/[\w.-]*(?:pass|pwd|secret|token|key|auth|cred)/i,
      accept: (_secret, match) => {
        const { key, value } = groups(match);
        const role = keyRole(key ?? "");
        return role === "password"
          ? isPasswordValue(JSON.stringify(value ?? ""), "=", false)
          : role === "token" && isGenericSecretValue(value ?? "");
      },
    },
    // .NET configuration: `<add key="ApiKey" value="…" />` (appSettings, web.config, app.config).
    dotnetAddKey: {
      kind: "password-assignment",
      needs: ["<add"],
      hint: /<add\s/i,
      pattern: /<add\s+key\s*=\s*"(?<key>[^"\n]+)"\s+value\s*=\s*(?<value>"[^"\n]*")/dgi,
      accept: namedValueKind,
    },
    // Revision 20. A mobile app's settings as key and value: an Info.plist's `<key>…</key>` then `<string>…</string>`,
    // an AndroidManifest's `<meta-data android:name="…" android:value="…"/>`, a Gradle `buildConfigField("String",
    // "…", "\"…\"")`. The name decides, as a key's does; a plist's value holds no blank (a description's text).
    plistKeyString: {
      kind: "password-assignment",
      needs: ["</key>"],
      pattern: /<key>(?<key>[\w.-]{1,120})<\/key>\s{0,200}<string>(?<value>[^<\s]{1,512})<\/string>/dg,
      accept: namedValueKind,
    },
    // Revision 21. A password manager's XML export (KeePass's `<String><Key>Password</Key><Value
    // ProtectInMemory="True">…</Value></String>`): the key's name decides, as a plist's does.
    keyValueElement: {
      kind: "password-assignment",
      needs: ["</key>"],
      hint: /<\/Value>/,
      pattern:
        /<Key>(?<key>[\w .-]{1,120})<\/Key>\s{0,200}<Value(?:[ \t][^>\n]{0,120})?>(?<value>[^<\n]{1,512})<\/Value>/dg,
      accept: (secret, match) =>
        /^pass(?:word)?$/i.test(groups(match).key ?? "") && !isPlaceholder(secret, false)
          ? "password-assignment"
          : namedValueKind(secret, match),
    },
    androidMetaData: {
      kind: "password-assignment",
      needs: ["android:value"],
      pattern: /\bandroid:name\s*=\s*"(?<key>[\w.-]{1,160})"\s{1,200}android:value\s*=\s*(?<value>"[^"\n]{1,512}")/dg,
      accept: namedValueKind,
    },
    buildConfigField: {
      kind: "password-assignment",
      needs: ["buildconfigfield"],
      pattern:
        /\bbuildConfigField[ \t]*\(?[ \t]*["']String["'][ \t]*,[ \t]*["'](?<key>\w{1,120})["'][ \t]*,[ \t]*["']\\"(?<value>[^"\\\n]{1,512})\\"["']/dg,
      accept: namedValueKind,
    },
    // A Terraform variable named like a secret, with a default: `variable "db_password" { default = "…" }`.
    terraformDefault: {
      kind: "password-assignment",
      needs: ["variable"],
      hint: /variable/,
      pattern: /\bvariable\s+"(?<key>[^"\n]+)"\s*\{[^}]{0,500}?\bdefault\s*=\s*(?<value>"[^"\n]*")/dg,
      accept: namedValueKind,
    },
    // Dockerfile `ENV DB_PASSWORD s3cret` and PHP `define('DB_PASSWORD', 's3cret')`.
    dockerfileEnvPhpDefine: {
      kind: "password-assignment",
      needs: ["env ", "env\t", "define"],
      hint: /\bENV\s|define\s*\(|#[ \t]*define\s/,
      pattern:
        // Revision 12: C's `#define WIFI_PASS "…"` too (a firmware's secrets header), its value always quoted.
        /(?:^[ \t]*ENV[ \t]+(?<key>[A-Za-z_][A-Za-z0-9_]*)[ \t]+(?!=)|\bdefine\s*\(\s*["'](?<key2>[A-Za-z_][A-Za-z0-9_]*)["']\s*,\s*|^[ \t]*#[ \t]*define[ \t]+(?<key3>[A-Za-z_][A-Za-z0-9_]*)[ \t]+(?=["']))(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"')]+)/dgm,
      accept: (_secret, match) => {
        const { key, key2, key3, value } = groups(match);
        // Revision 12: WordPress's keys and salts, 64 characters of any printable kind (spaces too); its own
        // placeholder is "put your unique phrase here".
        if (key2 && /^(?:SECURE_)?(?:AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)$/.test(key2)) {
          const inner = (value ?? "").slice(1, -1);
          if (inner.length >= 32 && !/unique phrase/i.test(inner) && !isPlaceholder(inner, true))
            return "generic-secret";
        }
        return assignmentKind(key ?? key2 ?? key3 ?? "", value ?? "", "=", false);
      },
    },
    // Revision 10. A literal wrapped in a conversion to bytes or a secret type, assigned to a key named like a secret:
    // Go's `linkSigningKey = []byte("…")`, Python's `SECRET_KEY = b"…"`, Node's `Buffer.from("…")`, `SecretStr("…")`.
    wrappedLiteral: {
      kind: "password-assignment",
      needs: ["byte(", "bytes(", "bytearray(", 'b"', "b'", "buffer.from(", "secretstr(", "encode(", "getbytes("],
      hint: /\[\]byte\(|\bb["']|bytes?\(|bytearray\(|Buffer\.from\(|SecretStr\(|GetBytes\(|encode\(/,
      pattern:
        /(?<![\w$])(?<key>[A-Za-z_$][\w$]*)[ \t]*(?::=|=|:)[ \t]*(?:\[\]byte\(|b(?=["'])|bytes?\(|bytearray\(|Buffer\.from\(|SecretStr\(|Encoding\.\w+\.GetBytes\(|new TextEncoder\(\)\.encode\()[ \t]*(?<value>"[^"\n]{8,200}"|'[^'\n]{8,200}')/dg,
      accept: (_secret, match) => namedValueKind(_secret, match),
    },
    // Any literal value assigned to a password- or secret-named key (env, YAML, JSON, TOML, INI, code, nested
    // `--x=password=…`); a random-looking one assigned to a token-, key- or credential-named key.
    keyAssignment: {
      kind: "password-assignment",
      pattern: ASSIGNMENT,
      needs: KEY_LITERALS,
      hint: SECRET_KEY_BEFORE_SEPARATOR,
      accept: (_secret, match, text) => {
        const { key, sep, value } = groups(match);
        // Revision 18: `::` is a scope's operator, not a key's colon (`Password::min(12)`, `Secret::from(…)`).
        if (sep === ":" && value?.startsWith(":")) return false;
        // Revision 20: psql's interpolation of a variable (`PASSWORD :'app_pw'`): a space before the colon, the name in
        // single quotes right after it. JSON's `"password" : "…"` has a space after its colon, or double quotes.
        const sepAt = match.indices?.groups?.sep?.[0];
        if (
          sep === ":" &&
          sepAt !== undefined &&
          !gapBeforeValue(match) &&
          /\s/.test(text[sepAt - 1] ?? "") &&
          /^'[A-Za-z_]\w*'$/.test(value ?? "")
        )
          return false;
        // A properties file's message: the value is the first word of the line's sentence.
        const valueEnd = match.indices?.groups?.value?.[1];
        if (valueEnd !== undefined && startsMessageOnLine(value ?? "", valueEnd, text)) return false;
        return assignmentKind(key ?? "", value ?? "", sep ?? "", gapBeforeValue(match));
      },
    },
    // Revision 17. A list of keys under a plural key's name, comma-separated (`APP_KEYS=k1,k2,k3,k4` of Strapi, `SECRET_KEYS`,
    // `JWT_SECRETS`): the key in the singular names a secret, and the items of the list are random.
    keyList: {
      kind: "generic-secret",
      needs: ["keys", "secrets", "salts"].flatMap((word) => ["=", ":", '"', "'", " ", "\t"].map((end) => word + end)),
      hint: /(?:keys|secrets|salts)["']?[ \t]*[:=]/i,
      pattern:
        /(?<![A-Za-z0-9_.-])(?<key>[A-Za-z0-9_.-]*?(?:keys|secrets|salts))["']?[ \t]*[:=][ \t]*(?<q>["']?)(?<secret>[A-Za-z0-9+/=_.-]{8,200}(?:,[ \t]*[A-Za-z0-9+/=_.-]{8,200}){1,31})\k<q>(?![A-Za-z0-9+/=_.,-])/dgi,
      accept: (secret, match) => {
        const role = keyRole((groups(match).key ?? "").slice(0, -1));
        // Every item as long as a key, most of them random (base64 of 16 bytes may change class seldom).
        const items = secret.split(",").map((item) => item.trim());
        return (
          (role === "token" || role === "key" || role === "password") &&
          items.every((item) => item.length >= 16) &&
          items.filter((item) => isGenericSecretValue(item)).length * 2 >= items.length
        );
      },
    },
    flagAssignment: {
      kind: "password-assignment",
      pattern: FLAG,
      needs: ["pass", "pwd", "secret", "token", "key", "auth", "cred"],
      // From the first dash of a run only (from every dash it was quadratic on `ED-ED-…`).
      hint: /(?<![A-Za-z0-9-])[A-Za-z0-9]*-[A-Za-z0-9-]*?(?:pass|pwd|secret|token|key|auth|cred)/i,
      accept: (_secret, match) => {
        const { key, value } = groups(match);
        // Revision 20: a flag that marks the setting as secret names it, the value comes later or from a prompt
        // (`pulumi config set --secret dbPassword`): a name in code then, not the secret.
        if (key?.toLowerCase() === "secret" && isSecretNameInCode((value ?? "").replace(/`$/, ""))) return false;
        // Revision 22: nor Docker BuildKit's secret mount (`--secret id=npmrc,src=$HOME/.npmrc`): its id and source
        // file are names; the secret stays in the file.
        if (key?.toLowerCase() === "secret" && isBuildKitSecretMount(value ?? "")) return false;
        return assignmentKind(key ?? "", value ?? "", "=", false);
      },
    },
    // A key of a map or a settings object set in code: `app.config["SECRET_KEY"] = "…"`, `$cfg['db_password'] = '…'`.
    subscriptAssignment: {
      kind: "password-assignment",
      needs: ['"]', "']"],
      hint: /["']\]/,
      pattern:
        /\[[ \t]*(?<kq>["'])(?<key>[A-Za-z0-9_.-]+)\k<kq>\][ \t]*(?<sep>:=|=)[ \t]*(?<value>"(?:[^"\\\n]|\\.)*"|'[^'\n]*')/dg,
      accept: namedValueKind,
    },
    // A name, a type, then a literal: `const SMTP_PASSWORD: &str = "…"`, `val token: String = "…"`.
    typedConstant: {
      kind: "password-assignment",
      needs: KEY_LITERALS,
      // The type ends on a non-blank: the blanks before `=` are read once (quadratic on `: c` then spaces).
      hint: /:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_](?:[\w<>[\], ]*[\w<>[\],])?[ \t]*=/,
      pattern:
        /\b(?<key>[A-Za-z_][\w]*)[ \t]*\??:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_](?:[\w<>[\], ]*[\w<>[\],])?[ \t]*=[ \t]*(?<value>"[^"\n]*"|'[^'\n]*')/dg,
      accept: namedValueKind,
    },
    // A setting given as a name then a quoted value, no `=` (Gradle's `storePassword "…"`, nginx-like configs).
    nameThenQuotedValue: {
      kind: "password-assignment",
      needs: KEY_LITERALS,
      hint: /^[ \t]*[A-Za-z_][\w.]*[ \t]+["']/m,
      // The blanks after the value read once (`[ \t]*;?[ \t]*` split a run of them every way: quadratic).
      pattern: /^[ \t]*(?<key>[A-Za-z_][\w.]*)[ \t]+(?<value>"[^"\n]*"|'[^'\n]*')[ \t]*(?:;[ \t]*)?$/dgm,
      accept: namedValueKind,
    },
    // HAProxy `stats auth user:password`; an IPsec secrets file's `: PSK "…"`.
    haproxyIpsec: {
      kind: "password-assignment",
      needs: ["stats auth", "psk"],
      pattern: /(?:\bstats[ \t]+auth[ \t]+[^\s:]+:|:[ \t]*PSK[ \t]+(?<q>["']))(?<secret>[^\s"']+)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // SQL: `CREATE USER … IDENTIFIED BY '…'`, `ALTER ROLE … PASSWORD '…'`, `SET PASSWORD FOR … = '…'`.
    sqlPassword: {
      kind: "password-assignment",
      needs: ["identified", "password"],
      hint: /identified|password/i,
      pattern:
        /\b(?:(?:create|alter)[ \t]+(?:user|role|login)\b[^;\n]{0,200}?\b(?:identified(?:[ \t]+with[ \t]+\w+)?[ \t]+by(?:[ \t]+password)?|password)(?:[ \t]*=)?|set[ \t]+password[ \t]+for[ \t]+[^\s=;]+[ \t]*=(?:[ \t]*password[ \t]*\()?)[ \t]*(?<q>['"]?)(?<secret>(?<=['"])[^'"\n]{3,}|[^\s'";)]{3,})\k<q>/dgi,
      accept: (secret) =>
        !isPlaceholder(secret, true) && !/^(?:null|encrypted|unencrypted|valid|login|values|password)$/i.test(secret),
    },
    // Redis: `requirepass …`, `masterauth …` (a space, no `=`).
    // Revision 12. A configuration file whose lines are a key, spaces and a value (mosquitto's `remote_password …`,
    // Squid's, an OpenVPN or a Redis file's): a key named like a password, a token or a secret, and a made value
    // alone to the end of its line.
    spacedConfigLine: {
      kind: "password-assignment",
      needs: ["pass", "secret", "token", "pwd", "psk", "pw", "authtok"],
      // The word is in the key's last part (after its last `.` or `-`): one try per line (from each word it was
      // quadratic on `APWDAPWD…`).
      hint: /^[ \t]*[A-Za-z](?:[\w.-]*[.-])?(?=\w*?(?:pass|secret|token|pwd|psk|pw|authtok))\w*[ \t]+\S+[ \t]*$/im,
      pattern:
        /^[ \t]*(?<key>[A-Za-z][\w.-]*(?:pass(?:word|wd)?|secret|token|pwd|psk|pw|authtok))[ \t]+(?<q>["']?)(?<secret>[^\s"']{6,128})\k<q>[ \t]*$/dgim,
      accept: (secret, match) => {
        const role = keyRole(groups(match).key ?? "");
        return (role === "password" || role === "token") && (isNamedLineValue(secret) || isGenericSecretValue(secret));
      },
    },
    redisRequirepass: {
      kind: "password-assignment",
      needs: ["requirepass", "masterauth"],
      pattern: /^[ \t]*(?:requirepass|masterauth)[ \t]+(?<q>["']?)(?<secret>[^\s"']{3,})\k<q>/dgm,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // Revision 9. The literal value of a secret-store resource in Terraform (`azurerm_key_vault_secret`,
    // `aws_secretsmanager_secret_version`, …): the block's type says what `value` holds, whatever its own name.
    secretStoreResource: {
      kind: "password-assignment",
      needs: ["resource"],
      hint: /_secret|ssm_parameter/,
      pattern:
        /\bresource\s+"(?:azurerm_key_vault_secret|aws_secretsmanager_secret_version|google_secret_manager_secret_version|aws_ssm_parameter|vault_generic_secret|vault_kv_secret_v2|kubernetes_secret(?:_v1)?)"[^{\n]*\{[^{}]{0,600}?\b(?:value|secret_string|secret_data|data_json|insecure_value)\s*=\s*"(?<secret>[^"\n]{6,})"/dg,
      accept: (secret) => !isPlaceholder(secret, true) && !secret.includes("${"),
    },
    // Revision 15. What Terraform's state holds of a generated password: `terraform state show
    // random_password.x` prints `result = "…"` in the resource's block, and a state file's JSON `"result": "…"` under
    // `"type": "random_password"` ("sensitive" hides it from a plan, not from the state). Not its `bcrypt_hash`.
    terraformGeneratedResult: {
      kind: "password-assignment",
      needs: ["random_password"],
      pattern:
        /(?:\bresource[ \t]+"random_password"[^{\n]*\{|"type":[ \t]*"random_password")(?:[^\n]*\n){0,40}?[ \t]*"?result"?[ \t]*[=:][ \t]*"(?<secret>(?:[^"\\\n]|\\.){6,256})"/dg,
      accept: (secret) => !isPlaceholder(secret, true) && !secret.includes("${") && !/^\(sensitive/.test(secret),
    },
    // Revision 15. An Erlang node's cookie, which lets any node that holds it run code on the cluster (RabbitMQ's,
    // CouchDB's, an Elixir release's): after its name in prose or a setting (`erlang cookie is …`,
    // `RABBITMQ_ERLANG_COOKIE=…`, `-setcookie …`, `RELEASE_COOKIE=…`). RabbitMQ makes it of 20 capitals.
    erlangCookie: {
      kind: "password-assignment",
      needs: ["erlang", "setcookie", "release_cookie"],
      pattern:
        /(?<![\w.-])(?:\.?erlang[ _.-]?cookie|(?:rabbitmq_)?erlang_cookie|-setcookie|release_cookie)(?![\w-])(?:[ \t]*[:=][ \t]*|[ \t]+(?:(?:is|was)[ \t]+)?)(?<q>["']?)(?<secret>[A-Za-z0-9_@.+/=-]{8,255})\k<q>(?![\w-])/dgi,
      accept: (secret) =>
        !isPlaceholder(secret, true) &&
        !/^[~/.]/.test(secret) &&
        (/^[A-Z]{16,}$/.test(secret) || isNamedLineValue(secret) || isGenericSecretValue(secret)),
    },
    // Revision 15. Consul's and Nomad's gossip key (`encrypt = "<base64 of 16 or 32 bytes>"`, `-encrypt=…`) and the
    // ACL tokens a server's configuration holds in its `tokens { … }` block (`initial_management`, `agent`, …): UUIDs,
    // which are ids elsewhere.
    consulGossipKey: {
      kind: "generic-secret",
      needs: ["encrypt"],
      pattern:
        /(?<![\w-])-?encrypt(?:_key)?[ \t]*[=:][ \t]*(?<q>["']?)(?<secret>[A-Za-z0-9+/]{22}==|[A-Za-z0-9+/]{43}=)\k<q>/dgi,
      accept: (secret) => isGenericSecretValue(secret),
    },
    consulAclToken: {
      kind: "generic-secret",
      needs: ["tokens"],
      hint: /tokens[ \t]*\{/,
      pattern:
        /\btokens[ \t]*\{(?:[^}\n]*\n){0,12}?[ \t]*(?:initial_management|master|agent_recovery|agent_master|agent|default|replication|config_file_service_registration|dns)[ \t]*=[ \t]*"(?<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/dgi,
    },
    // Revision 15. A secret that is a UUID under a name saying so: Vault's AppRole `secret_id` (with its `role_id`,
    // a login), Consul's `SecretID:` of an ACL token (its `AccessorID` is the id). Not `secret_id_ttl`,
    // `secret_id_accessor`, and not Azure's "Secret ID", an id of a client secret.
    secretIdUuid: {
      kind: "generic-secret",
      needs: ["secret_id", "secretid", "secret-id"],
      pattern:
        /(?<![A-Za-z0-9-])(?:secret[_-]id|SecretID)(?![\w-])["']?[ \t]*[:=][ \t]*(?<q>["']?)(?<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\k<q>/dgi,
      accept: (_secret, match, text) =>
        !/azure|entra|app registration/i.test(text.slice(Math.max(0, match.index - 300), match.index + 300)),
    },
    // Revision 15. A Redis ACL rule's password (`user NAME on >… ~keys:* +@read` in users.acl, `ACL SETUSER NAME on
    // >…`); not its `#<sha256>`, a hash.
    redisAclPassword: {
      kind: "password-assignment",
      needs: ["user"],
      hint: /[ \t]>[^\s>]/,
      pattern: /(?:^[ \t]*user|\bacl[ \t]+setuser)[ \t]+[^\s>]+(?:[ \t]+[^\s>]\S*)*?[ \t]+>(?<secret>\S{3,128})/dgim,
      accept: (secret) => !isPlaceholder(secret, true),
    },
  } satisfies Record<string, SecretRule>;
}

/** Revision 22. BuildKit's `--secret` (and `--mount=type=secret`) options: `id=…,src=…`, `type=secret,id=…,target=…`. */
function isBuildKitSecretMount(value: string): boolean {
  return /^(?:type|id|src|source|env|target|dst|required|mode|uid|gid)=[^\s,=]*(?:,(?:type|id|src|source|env|target|dst|required|mode|uid|gid)=[^\s,=]*)*`?$/.test(
    value,
  );
}
