// Rule family: URLs, connection strings and credential files. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./urls.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { CONNECTION_PARAMETER, QUERY_PARAMETER } from "../assignment-shapes.js";
import { keyRole } from "../key-names.js";
import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { CREDENTIAL_NAME, decodeBase64Json } from "./exclusions.js";
import { decodeURIComponentSafely, isBareProseSecret, isMadePassword, isNamedLineValue } from "../value-context.js";
import { isGenericSecretValue, isKeyValue, isMaskedTail, isPlaceholder, looksLikeTokenBody } from "../values.js";

/** URLs and connection strings (userinfo passwords, signed queries, webhooks whose URL is the secret) and credential files. */
export function urlRules() {
  return {
    // Slack, Discord, Microsoft Teams and similar incoming webhooks: the whole URL is the secret.
    slackWebhook: {
      kind: "slack-webhook",
      pattern: /(?:https:\/\/)?\bhooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{8,}/dg,
      needs: ["hooks.slack"],
      hint: /hooks\.slack/,
      // Slack's own documentation placeholder: T00000000/B00000000/XXXX…. Revision 22: nor a URL already masked,
      // its token shown as `<redacted>`, `****`, `[REDACTED]` or `xxxx`.
      accept: (secret, match, text) =>
        !/\/(?:X{8,}|x{8,})$/.test(secret) &&
        !/\/(?:X{4,}|x{4,})$/.test(secret) &&
        !isMaskedTail(text.slice(match.index + match[0].length)),
    },
    discordWebhook: {
      kind: "discord-webhook",
      pattern: /\b(?:[a-z]+\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/(?<secret>[A-Za-z0-9_-]{30,})/dg,
      needs: ["discord"],
      hint: /discord/,
    },
    // Microsoft Teams incoming webhooks, and Mattermost's and others' `/hooks/<26-character id>`.
    teamsWebhook: {
      kind: "webhook-url",
      pattern: /\bwebhook\.office\.com\/webhookb2\/(?<secret>[^\s"'<>)\]]{20,})/dg,
      needs: ["webhookb2"],
      hint: /webhookb2/,
    },
    chatHook: {
      kind: "webhook-url",
      pattern: /:\/\/[^\s/"'<>]+\/hooks\/(?<secret>[a-z0-9]{26})(?![A-Za-z0-9_-])/dg,
      needs: ["/hooks/"],
      hint: /\/hooks\//,
      accept: (secret) => /[0-9]/.test(secret) && /[a-z]/.test(secret),
    },
    // Revision 16. Rocket.Chat's incoming webhook, `/hooks/<integration id>/<token>`: the token opens the channel.
    chatHookWithToken: {
      kind: "webhook-url",
      needs: ["/hooks/"],
      hint: /\/hooks\/[A-Za-z0-9]{16}/,
      pattern: /:\/\/[^\s/"'<>]+\/hooks\/[A-Za-z0-9]{16,32}\/(?<secret>[A-Za-z0-9]{32,64})(?![A-Za-z0-9_-])/dg,
      accept: (secret) => looksLikeTokenBody(secret),
    },
    // Revision 16. Deploy and chat-bot hooks whose path (or `key=`) is the only secret: anyone holding the URL
    // starts a build or posts as the bot. Vercel, Netlify and Render deploy hooks; Feishu's and Lark's bots.
    deployHook: {
      kind: "webhook-url",
      needs: ["api.vercel.com", "build_hooks", "api.render.com", "open-apis"],
      pattern:
        /\b(?:api\.vercel\.com\/v1\/integrations\/deploy\/prj_[A-Za-z0-9]{8,40}\/|api\.netlify\.com\/build_hooks\/|api\.render\.com\/deploy\/srv-[a-z0-9]{8,40}\?key=|open\.(?:feishu\.cn|larksuite\.com)\/open-apis\/bot\/v2\/hook\/)(?<secret>[A-Za-z0-9_-]{8,64})(?![A-Za-z0-9_-])/dg,
      accept: (secret) => /\d/.test(secret) && /[A-Za-z]/.test(secret) && !isPlaceholder(secret, true),
    },
    // Revision 21. A share link of a password manager or a one-time secret service: the key that opens the secret
    // is in the link (its fragment or its path), so whoever reads the link reads the password. Bitwarden Send (also
    // a vault's own `#/send/…`), 1Password's share, Keeper's one-time share, onetimesecret, Privnote, Password
    // Pusher, Yopass, Firefox Send. The link but its scheme (a URL alone is left to the URL rules): its host holds no
    // key, but names the service, and the sets count it part of the secret.
    secretShareLink: {
      kind: "generic-secret",
      needs: [
        "send.bitwarden",
        "#/send/",
        "share.1password",
        "keepersecurity",
        "onetimesecret",
        "privnote",
        "pwpush",
        "yopass",
        "send.firefox",
      ],
      pattern:
        /(?<secret>(?:\bsend\.bitwarden\.com\/#\/?|(?<=:\/\/)[^\s/"'<>]{1,100}\/#\/send\/|\bshare\.1password\.com\/s\/?#|\bkeepersecurity\.(?:com|eu)\/vault\/share\/?#|\bonetimesecret\.com\/(?:secret|private|receipt)\/|\bprivnote\.com\/|\bpwpush\.com\/(?:[a-z]{2}\/)?p\/|\byopass\.se\/#\/[sc]\/|\bsend\.firefox\.com\/download\/)(?<key>[A-Za-z0-9_~+=-][A-Za-z0-9_~+=#/.-]{11,300}))/dg,
      accept: (_secret, match) => isShareLinkKey(groups(match).key ?? ""),
    },
    // A key as a URL's path segment: IFTTT's `…/with/key/<key>`.
    keyInPath: {
      kind: "generic-secret",
      needs: ["/key/"],
      pattern: /\/key\/(?<secret>[A-Za-z0-9_-]{16,})(?![A-Za-z0-9_-])/dg,
      accept: (secret) => looksLikeTokenBody(secret.replace(/[_-]/g, "")),
    },
    // Revision 10. A key as the path segment after `/api/` of a device's local API (a Hue bridge's `…/api/<key>/lights`):
    // random beyond doubt, not hex of a digest's or a commit's length.
    keyAfterApiSegment: {
      kind: "generic-secret",
      needs: ["://"],
      hint: /\/api\/[A-Za-z0-9_-]{30}/,
      pattern: /:\/\/[^\s/"'<>]+\/api\/(?<secret>[A-Za-z0-9_-]{30,64})(?=\/|[\s"'<>)]|$)/dg,
      accept: (secret) =>
        isKeyValue(secret) && !/^[0-9a-f]+$/i.test(secret) && /[A-Z]/.test(secret) && /[a-z]/.test(secret),
    },
    // The password of a URL's userinfo: scheme://user:PASSWORD@host (the password may hold `@`; the last one ends it).
    userinfoPassword: {
      kind: "url-password",
      needs: ["://"],
      // From the first `://` of a run of non-blanks (from each it was quadratic on `://://…`).
      hint: /(?<!\S)(?:[^\s:]|:(?!\/\/))*:\/\/\S*@/,
      // Revision 10: a `#` or a `?` in the password too (`…:Dwh#Rep0rt!ng@10.0.3.7`), which a URL-encoding writer forgot.
      pattern: /\b[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:/?#"'<>[\]]*:(?<secret>[^\s/"'<>]+)@(?=[A-Za-z0-9[])/dg,
      accept: (secret, match, text) =>
        !isPlaceholder(secret, false, false) &&
        !isLocalDefault(secret, match, text) &&
        // A port then a query or a fragment (`host:8080?next=a@b`) is no password.
        !/^\d+[?#]/.test(secret),
    },
    // Revision 10. A login and its password before `@host` with no scheme a URL parser knows, or none at all:
    // `…psycopg2//reporting:<pw>@10.0.3.7`, Oracle's `rpt/<pw>@//host:1521/SID`, `user:<pw>@db.internal` in prose.
    // Only a password that looks made (see isNamedLineValue) before a host (an address, `localhost`, a dotted name).
    bareUserinfo: {
      kind: "url-password",
      needs: ["@"],
      hint: /[:/][^\s/@]{6,64}@/,
      pattern:
        /(?:(?<=\/\/)|(?<![\w./@%+$-]))(?<user>[A-Za-z_][\w.$-]{0,40})[:/](?<secret>[^\s/"'<>@`]{6,64})@(?=\/\/|\[|(?:\d{1,3}\.){3}\d{1,3}|localhost(?![\w.-])|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/dg,
      accept: (secret, match) =>
        !SCHEME_LIKE_USER.test(groups(match).user ?? "") &&
        (isNamedLineValue(secret) || isMadePassword(secret)) &&
        !isPlaceholder(secret, false, false),
    },
    // Revision 10. A login and its password as one value of a key named for authentication (`NEO4J_AUTH: neo4j/<pw>`,
    // `BASIC_AUTH=admin:<pw>`, `credentials: "svc:<pw>"`).
    authPairValue: {
      kind: "password-assignment",
      needs: ["auth", "cred"],
      // Both tried once per run of key characters, the word anywhere in it (from each word they were quadratic on
      // `AUTHAUTH…`); the key runs to the run's end either way.
      hint: /(?<![\w.-])(?=[\w.-]*?(?:auth|cred))[\w.-]*["']?[ \t]*[:=]/i,
      pattern:
        /(?<![\w.-])(?=[\w.-]*?(?:auth|credentials?|creds))[\w.-]*["']?[ \t]*[:=][ \t]*["']?(?<user>[\w.@+-]{1,64})[/:](?<secret>[^\s"'/,;`]{6,64})(?=["'`]|[ \t]*(?:[,;#]|$))/dgim,
      accept: (secret, match) =>
        !/^(?:https?|ftp|ssh|git|bearer|basic|token)$/i.test(groups(match).user ?? "") &&
        !/^\/\//.test(secret) &&
        (isNamedLineValue(secret) || isBareProseSecret(secret)),
    },
    // Signatures and credentials in URL query strings (presigned S3 / GCS URLs, Azure SAS, `?token=`).
    signedQuery: {
      kind: "signed-url",
      // A prefilter (same findings): the `=` both patterns hold (they ran over every text: a tag, a word, a date).
      needs: ["="],
      pattern: QUERY_PARAMETER,
      accept: (secret, match) => queryAccept(secret, groups(match).key ?? ""),
    },
    connectionStringParameter: {
      kind: "signed-url",
      needs: ["="],
      pattern: CONNECTION_PARAMETER,
      accept: (secret, match) => queryAccept(secret, groups(match).key ?? ""),
    },
    // Credential files: `.pgpass` (host:port:database:user:password) and `.netrc` (machine … login … password …).
    pgpass: {
      kind: "password-assignment",
      hint: /:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:/,
      pattern:
        /(?<=^|[\s`"'])(?<host>[A-Za-z0-9*][A-Za-z0-9.*_-]*):(?:\d{1,5}|\*):[^:\s`"']+:[^:\s`"']+:(?<secret>(?:[^\s:\\`]|\\.){3,})(?=[\s`"']|$)/dgm,
      accept: (secret, match) => /[A-Za-z.*]/.test(groups(match).host ?? "") && !isPlaceholder(secret),
    },
    netrc: {
      kind: "password-assignment",
      pattern: /\b(?:machine\s+\S+|default)(?:\s+login\s+\S+)?\s+password\s+(?<secret>\S+)/dg,
      needs: ["password"],
      hint: /\bpassword\s/,
      accept: (secret) => !isPlaceholder(secret),
    },
    // Revision 9. A blockchain node provider's project key as the URL's path (`…infura.io/v3/<key>`).
    // Revision 12. Oracle's thin driver puts a login in its own syntax: `jdbc:oracle:thin:user/password@//host:1521/db`.
    oracleThin: {
      kind: "url-password",
      needs: ["oracle:thin:"],
      pattern: /\bjdbc:oracle:thin:[A-Za-z0-9_$#.]+\/(?<secret>[^\s@/"'`]{3,128})@/dg,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // Revision 12. A heartbeat's URL whose path is its token: anyone who has it reports the job as done
    // (Healthchecks' `hc-ping.com/<uuid>`, Uptime Kuma's `/api/push/<token>`, Cronitor's `cronitor.link/p/<key>/…`).
    heartbeatPath: {
      kind: "webhook-url",
      // Revision 26: `/heartbeat` without its slash, which `/heartbeats/` (the pattern's other form) does not hold.
      needs: ["hc-ping", "/api/push/", "cronitor.link", "/heartbeat"],
      pattern:
        /(?:\bhc-ping\.com\/|\/api\/push\/|\bcronitor\.link\/(?:p\/)?|\/heartbeats?\/)(?<secret>[A-Za-z0-9_-]{10,64})(?![A-Za-z0-9_-])/dg,
      // Revision 16: Uptime Kuma's push token may be letters alone, of both cases at random (not a camelCase word).
      accept: (secret, match) =>
        (/\d/.test(secret) || (match[0].startsWith("/api/push/") && isRandomLetters(secret))) &&
        /[A-Za-z]/.test(secret) &&
        !isPlaceholder(secret, true),
    },
    // Revision 12. Base64 of a JSON object that holds a credential's name: a Kubernetes `.dockerconfigjson` (its
    // `auths`, each `auth` a user and password), an encoded credentials file. The whole value is the secret.
    credentialJsonInBase64: {
      kind: "generic-secret",
      needs: ["eyJ"],
      withinTokenRuns: 24,
      pattern: /(?<![A-Za-z0-9+/])eyJ[A-Za-z0-9+/_-]{20,}={0,2}(?![A-Za-z0-9+/=])/dg,
      accept: (secret) => {
        const json = decodeBase64Json(secret);
        return json !== undefined && CREDENTIAL_NAME.test(json);
      },
    },
    // Revision 13. Go's MySQL driver DSN (`user:<pw>@tcp(host:3306)/db`), in a config or a stack trace's `dsn=`.
    goDriverDsn: {
      kind: "url-password",
      needs: ["@tcp(", "@unix(", "@udp("],
      // Revision 20: the password may hold `@` (the driver splits at the last one, before the protocol).
      pattern: /(?<![^\s"'`=(,])[^\s:@/"'`=]+:(?<secret>[^\s"'`]{1,128}?)@(?:tcp|unix|udp)\(/dg,
      accept: (secret) => !isPlaceholder(secret, false),
    },
    nodeProviderKey: {
      kind: "api-token",
      needs: ["infura", "alchemy", "quiknode"],
      pattern:
        /\b(?:[a-z0-9-]+\.)*(?:infura\.io|alchemy(?:api)?\.io|alchemy\.com|quiknode\.pro)\/(?:v\d\/)?(?<secret>[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/dg,
      // Not where the note says the project's id is harmless ("the infura project id in the URL is fine").
      accept: (secret, match, text) =>
        /\d/.test(secret) &&
        !isPlaceholder(secret, true) &&
        !SAID_HARMLESS_ID.test(text.slice(Math.max(0, match.index - 300), match.index + secret.length + 300)),
    },
  } satisfies Record<string, SecretRule>;
}

// A note that calls a node provider's project id harmless (revision 13): it identifies the project, the wallet's
// key beside it is the secret.
const SAID_HARMLESS_ID =
  /\bproject[ _-]?id\b[^\n.;]{0,60}?\b(?:is|are)\s+(?:fine|public|harmless|ok(?:ay)?|not (?:a )?secret)\b/i;

// Query parameters that carry a signature or a credential.
const SIGNATURE_PARAMETERS = new Set([
  "sig",
  "signature",
  "x-amz-signature",
  "x-goog-signature",
  "x-amz-security-token",
  "x-goog-credential",
  "sas",
  "hmac",
]);

function queryAccept(secret: string, key: string): boolean {
  if (isPlaceholder(secret, false, false)) return false;
  const name = key.toLowerCase();
  if (SIGNATURE_PARAMETERS.has(name)) return secret.length >= 16;
  const role = keyRole(key);
  if (role === "password") return secret.length >= 3 && !/^\$/.test(secret);
  if (role === "token" || name === "key" || name === "code" || name === "access_token" || name === "appid")
    return isGenericSecretValue(decodeURIComponentSafely(secret)) || isGenericSecretValue(secret);
  return false;
}

// What stands before a colon and is no login: a URI's scheme (`mailto:ann_1@example.com`).
const SCHEME_LIKE_USER = /^(?:mailto|sips?|tel|xmpp|im|mid|cid|news|urn|data|https?|ftp|file|git|ssh)$/i;

/**
 * A database image's default login on the developer's own machine (`postgres:postgres@localhost`): the user name as
 * its password, on a local host. It opens nothing anyone else can reach.
 */
function isLocalDefault(secret: string, match: RegExpExecArray, text: string): boolean {
  const userinfo = match[0].slice(match[0].indexOf("://") + 3);
  const user = userinfo.slice(0, userinfo.indexOf(":"));
  const host = /^[^\s:/?#"'<>]+/.exec(text.slice(match.index + match[0].length))?.[0] ?? "";
  return secret === user && /^(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\]|host\.docker\.internal)$/i.test(host);
}

/** Letters alone of both cases at random (`rHTSccECQs`), not words in camelCase or PascalCase (`NotificationSend`). */
function isRandomLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value) && !/^[A-Z]?[a-z]+(?:[A-Z][a-z]+)*$/.test(value) && /[A-Z][A-Z]/.test(value);
}

/** Revision 21. The part of a share link after its service's host: random (letters of both cases or digits), no placeholder. */
function isShareLinkKey(secret: string): boolean {
  const key = secret.replace(/[/.#_~+=-]+$/, "");
  if (key.length < 12 || isPlaceholder(key, true)) return false;
  if (/^[a-z./-]+$/.test(key)) return false;
  return /[0-9]/.test(key) ? /[A-Za-z]/.test(key) : /[a-z]/.test(key) && /[A-Z]/.test(key);
}
