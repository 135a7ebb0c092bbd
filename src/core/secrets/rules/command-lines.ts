// Rule family: command lines. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./command-lines.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { namedValueKind } from "../assignment-shapes.js";
import { keyWords } from "../key-names.js";
import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { isCliSecret, isNamedLineValue, isStoredSecret, isWordSecret } from "../value-context.js";
import { isGenericSecretValue, isKeyValue, isPlaceholder } from "../values.js";

/** Passwords and secrets given to a command: its flags, its arguments by position, a here-string or a file it writes. */
export function commandLineRules() {
  return {
    // Passwords in command lines: `curl -u user:PW`, `mysql -pPW`, `sshpass -p PW`, `docker login -p PW`,
    // `redis-cli -a PW`, `openssl … -passin pass:PW`, `keytool -storepass PW`, `smbclient -U user%PW`.
    // Revision 12. A literal piped into a login that reads its password from stdin: `echo '…' | docker login … --password-stdin`,
    // `printf … | helm registry login`, `podman`, `oras`, `skopeo`, `crane`, `nerdctl`, `buildah`.
    pipedToLogin: {
      kind: "cli-password",
      needs: ["login", "password-stdin"],
      hint: /\b(?:echo|printf)\b/,
      pattern:
        /\b(?:echo|printf)(?:[ \t]+-[ne]{1,2})?[ \t]+(?<q>["']?)(?<secret>[^\s"'|$`]{4,128})\k<q>[ \t]*\|[ \t]*(?:sudo[ \t]+)?(?:docker|podman|helm|oras|buildah|skopeo|crane|nerdctl|cosign|regctl)\b[^\n|;&]*?(?:\blogin\b|--password-stdin)/dg,
      accept: (secret) => !isPlaceholder(secret, true),
    },
    // Revision 12. A modem's or a radio module's AT command that sets a key or a password (`AT+APPKEY=…` of a LoRaWAN
    // node, `AT+NWKSKEY=…`, `AT+PSK=…`, `AT+PASSWORD=…`); not its ids (`AT+DEVEUI=`, `AT+APPEUI=`).
    atCommandKey: {
      kind: "generic-secret",
      needs: ["at+"],
      pattern: /\bAT\+(?:[A-Z_]*(?:KEY|PSK|PASS(?:WORD)?|PWD|SECRET|TOKEN))=(?<q>"?)(?<secret>[^\s",]{8,128})\k<q>/dgi,
      accept: (secret) =>
        (/^[0-9A-F]{16,64}$/i.test(secret) && /\d/.test(secret) && /[A-F]/i.test(secret)) ||
        isKeyValue(secret) ||
        isNamedLineValue(secret),
    },
    // Revision 13: a command continued over lines with `\` (Twilio's `-u AC…:<auth token>` on the third).
    curlUser: {
      kind: "cli-password",
      needs: ["curl", "wget", "http", "xh"],
      hint: [/-(?:u|-user|a|-auth)[\s=]/, /curl|wget|http|xh/],
      pattern:
        /\b(?:curl|wget|http|https|xh|httpie)\b(?:[^\n|;&\\]|\\(?:\r?\n)?){0,300}?\s(?:-u|--user|-a|--auth)(?:\s+|=)(?<q>["']?)[^\s:"'$]+:(?<secret>[^\s"']+)\k<q>/dg,
      // Revision 14: after `user:` a leading dash is the password's own (`deploy:-D@h…`), not a flag.
      accept: (secret) => isCliSecret(secret.replace(/^-(?=[^\s-]{6})/, "")),
    },
    mysqlPassword: {
      kind: "cli-password",
      needs: ["mysql"],
      hint: /mysql/,
      pattern:
        /\bmysql(?:dump|admin|import|show|check|sh|slap)?\b[^\n|;&]{0,300}?\s-p(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    sshpassRedisLogin: {
      kind: "cli-password",
      needs: ["sshpass", "redis-cli", "login", "upload"],
      hint: [/-[pa]/, /sshpass|redis-cli|login|upload/],
      pattern:
        /\b(?:sshpass\b[^\n|;&]{0,300}?\s-p|redis-cli\b[^\n|;&]{0,300}?\s-a|(?:login|upload)\b(?:[^\n|;&]|\\\n){0,300}?\s-p)(?:\s*)(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret) && !/^\d{1,5}(?::\d{1,5})?$/.test(secret),
    },
    passOptions: {
      kind: "cli-password",
      needs: ["pass"],
      hint: /\s-[a-z]*pass/,
      pattern:
        /\s-(?:pass(?:in|out|word)?|(?:src|dest)?(?:store|key)pass)\s+(?:pass:)?(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret) && !/^(?:env|file|fd|stdin):/.test(secret),
    },
    smbclientUser: {
      kind: "cli-password",
      needs: ["-u"],
      pattern: /\s(?:-U|--user)[ =]?["']?[^\s%"']+%(?<secret>[^\s"']{3,})/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // `htpasswd -b [-c] FILE USER PASSWORD` (`-nb USER PASSWORD`): the password is the last argument.
    htpasswd: {
      kind: "cli-password",
      needs: ["htpasswd"],
      hint: /htpasswd/,
      // The flags before the first `b` hold none (cubic before on `-b -b -b …`: which `b` was the one). An `htpasswd`
      // that is a flag of an earlier one is no start (quadratic on `htpasswd -htpasswd -…`): that one read its flags,
      // and whatever follows would have matched from it.
      pattern:
        /\b(?<!\bhtpasswd(?:[ \t]+-[A-Za-z]+)*?[ \t]+-)htpasswd(?:[ \t]+-[A-Za-ac-z]+)*[ \t]+-[A-Za-ac-z]*b[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*[ \t]+(?:[^\s-]\S*[ \t]+)?[^\s-]\S*[ \t]+(?<q>["']?)(?<secret>[^\s"']+)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // A setting given on a command line as key then value: `npm config set //registry…/:_authToken VALUE`,
    // `yarn config set npmAuthToken VALUE`, `git config --global http.extraHeader VALUE`. Revision 20: a key closed by
    // a backtick ends the command (`pulumi config set --secret dbPassword` and a sentence after it); the value is on
    // the key's line, or the next after a `\`.
    configSet: {
      kind: "password-assignment",
      needs: ["config"],
      hint: /config\s+set\s/,
      pattern:
        /\bconfig\s+set\s+(?:--?[\w-]+\s+)*(?<key>[^\s=`-][^\s=`]*)(?:[ \t]+|[ \t]*\\\r?\n\s*)(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
      accept: namedValueKind,
    },
    // Revision 14. A gem source's credentials as Bundler keeps them, under the host's name: the environment's
    // `BUNDLE_GEMS__CONTRIBSYS__COM=<user:password>` (dots written `__`), `bundle config set --global gems.x.com …`.
    bundlerHostCredentials: {
      kind: "password-assignment",
      needs: ["bundle"],
      pattern:
        /(?:\bBUNDLE_(?:[A-Z0-9-]+__)+[A-Z]{2,12}[ \t]*[=:][ \t]*|\bbundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--(?:global|local)[ \t]+)?(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+\/?[ \t]+)(?<q>["']?)(?<secret>[^\s"']{6,})\k<q>/dg,
      accept: (secret) => !isPlaceholder(secret, true) && !/^(?:https?:|\$)/.test(secret) && /\d/.test(secret),
    },
    // Revision 16. `AUTH <password>` (or `AUTH <user> <password>`) typed at redis-cli's `host:port>` prompt, as a
    // pasted session shows it after `NOAUTH Authentication required`.
    redisPromptAuth: {
      kind: "cli-password",
      needs: ["auth"],
      hint: /:\d{2,5}(?:\[\d{1,2}\])?> ?auth[ \t]/i,
      pattern:
        /(?<![^\n])[\w.-]{1,100}:\d{2,5}(?:\[\d{1,2}\])?> ?auth[ \t]+(?:[^\s"']{1,100}[ \t]+)?(?<q>["']?)(?<secret>[^\s"']{4,200})\k<q>[ \t]*(?=\n|$)/dgi,
      accept: (secret) => isCliSecret(secret),
    },
    // Revision 19. A password in what `redis-cli MONITOR` (or a slow log) prints: the command's words quoted one by
    // one, `"AUTH" "…"`, `"AUTH" "<user>" "…"`, `"CONFIG" "SET" "requirepass" "…"`.
    redisMonitorAuth: {
      kind: "cli-password",
      needs: ['"auth"', '"requirepass"', '"masterauth"'],
      pattern:
        /"(?:AUTH|requirepass|masterauth)"[ \t]+(?:"(?:[^"\\\n]|\\.){1,64}"[ \t]+(?="))?"(?<secret>(?:[^"\\\n]|\\.){3,256})"/dgi,
      accept: (secret) => isCliSecret(secret),
    },
    // Revision 19. A mail session's login as a transcript shows it: SMTP's or IMAP's `AUTH PLAIN <base64 of
    // \0user\0password>`, and the answer to `AUTH LOGIN`'s password prompt (`334 UGFzc3dvcmQ6`, "Password:").
    mailAuthPlain: {
      kind: "cli-password",
      needs: ["auth plain", "authenticate plain", "ugfzc3dvcmq6"],
      pattern:
        /(?:\b(?:AUTH|AUTHENTICATE)[ \t]+PLAIN[ \t]+|\b334[ \t]+UGFzc3dvcmQ6[ \t]*\r?\n(?:[ \t]*(?:C:|>+)[ \t]*)?)(?<secret>[^\s]{4,256})/dg,
      accept: (secret, match) => (/^AUTH/i.test(match[0]) ? isPlainLogin(secret) : isCliSecret(secret)),
    },
    // Revision 19. The `PASS` line after the `USER` line of a POP3 or FTP session (upper case at a line's start, as
    // the protocol writes it: a test runner's `PASS src/…` has no `USER` above it).
    userPassLines: {
      kind: "cli-password",
      needs: ["pass "],
      hint: /^[ \t]*(?:C:[ \t]*|>+[ \t]*)?PASS[ \t]/m,
      pattern:
        /^[ \t]*(?:C:[ \t]*|>+[ \t]*)?USER[ \t]+[^\s]+[ \t]*\r?\n(?:[^\n]*\n)?[ \t]*(?:C:[ \t]*|>+[ \t]*)?PASS[ \t]+(?<secret>[^\s]{4,256})/dgm,
      accept: (secret) => isCliSecret(secret),
    },
    // More command lines: `mosquitto_pub -P …`, `sqlcmd -P …`, `zip -P …`, `7z a -p…`, `ldapsearch -w …`,
    // `net use … /user:X …`.
    mosquittoSqlcmdZip: {
      kind: "cli-password",
      needs: ["-p ", "7z"],
      hint: /-P |7z/,
      pattern:
        /\b(?:(?:mosquitto_(?:pub|sub|rr)|sqlcmd|bcp|osql|unzip|zip)\b[^\n|;&]{0,300}?\s-P +|7za?[ \t]+[a-z]\b[^\n|;&]{0,300}?\s-p)(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    ldapBind: {
      kind: "cli-password",
      needs: ["ldap"],
      hint: /ldap/,
      pattern:
        /\bldap(?:search|modify|add|delete|whoami|compare|passwd)\b[^\n|;&]{0,300}?\s-w[ \t]+(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    netUse: {
      kind: "cli-password",
      needs: ["/user:"],
      hint: /\/(?:user|USER):/,
      pattern:
        /\b(?:net|NET)[ \t]+(?:use|USE)\b[^\n|;&]{0,300}?\/(?:user|USER):[^\s"']+[ \t]+(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // Secrets stored from a command line: `az keyvault secret set --value …`, `gh secret set NAME --body …`,
    // `aws ssm put-parameter --type SecureString --value …`.
    storedFromCommand: {
      kind: "cli-password",
      needs: ["put-parameter", "secret set", "secrets set"],
      hint: /put-parameter|secrets? set/,
      pattern:
        /\b(?:secrets? +set|ssm[ \t]+put-parameter)\b(?<stored>[^\n|;&]{0,300}?)\s(?:--value|--body|-b)(?:[ \t]+|=)(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret, match) => isCliSecret(secret) && isStoredSecret(secret, match),
    },
    // A literal written into a file whose name names a secret: `echo -n "…" > config/master.key`,
    // `echo '…' > ~/.ansible/vault_pass.txt`.
    echoIntoSecretFile: {
      kind: "password-assignment",
      needs: ["echo", "printf"],
      pattern:
        /\b(?:echo|printf)(?:[ \t]+-[neE]+)*[ \t]+(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'>|;&]+)\k<q>[ \t]*>>?[ \t]*(?<path>[^\s;&|]+)/dg,
      accept: (secret, match) =>
        /pass|secret|token|credential|master\.key|\.key$|vault/i.test(groups(match).path ?? "") &&
        !/\.(?:md|markdown|html|log)$/i.test(groups(match).path ?? "") &&
        secret.length >= 8 &&
        (!/\s/.test(secret) || isWordSecret(secret)) &&
        isCliSecret(secret),
    },
    // A here-string into a command that stores a variable named like a secret: `vercel env add X_SECRET … <<< "…"`.
    hereString: {
      kind: "password-assignment",
      needs: ["<<<"],
      // The name's word is looked for once, not tried at each occurrence (quadratic on `WTKEYNTKEYN…`).
      pattern:
        /\b(?<key>[A-Z](?=[A-Z0-9_]*?(?:SECRET|TOKEN|PASSWORD|PASS|KEY))[A-Z0-9_]*)\b[^\n]{0,80}?<<<[ \t]*(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
      accept: namedValueKind,
    },
    // Revision 13. What a command that prints a login's password printed, on the lines under it: `aws ecr
    // get-login-password` (a registry's password for twelve hours), CodeArtifact's token with `--output text`.
    printedLoginPassword: {
      kind: "cli-password",
      needs: ["get-login-password", "get-authorization-token"],
      pattern:
        /\b(?:get-login-password|get-authorization-token\b[^\n]*--output[ \t]+text)\b[^\n|]*\n(?:[ \t]*\n)?[ \t]*(?<secret>[A-Za-z0-9+/_=-]{64,})[ \t]*(?=\n|$)/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // Revision 13. A passphrase typed at a disk's or a vault's unlock prompt: `cryptsetup open …` (LUKS), VeraCrypt,
    // `ansible-vault`, then "enter" / "type" and a made value.
    passphraseAtUnlock: {
      kind: "password-assignment",
      needs: ["cryptsetup", "luks", "veracrypt", "bitlocker", "ansible-vault", "unlock"],
      hint: /\b(?:enter|type|use)\b/i,
      pattern:
        /\b(?:cryptsetup|luks\w*|veracrypt|bitlocker|ansible-vault|unlock)\b[^\n]{0,160}?\b(?:enter|type(?:[ \t]+in)?|use)[ \t]+(?:the[ \t]+passphrase[ \t]+)?(?<q>["'`]?)(?<secret>[^\s"'`]{8,64}?)\k<q>(?=[.,;:!?)]*(?:\s|$))/dgi,
      accept: (secret) => isCliSecret(secret) && /\d/.test(secret) && /[A-Za-z]/.test(secret),
    },
    // More clients that take a password after a flag: `mongosh -p …`, `cqlsh -p …`, `ipmitool -P …`, Oracle's
    // `sqlplus user/…@db`, `rabbitmqctl add_user NAME …`, `nmcli … password …`, `wpa_passphrase SSID …`.
    moreClients: {
      kind: "cli-password",
      needs: ["mongo", "cqlsh", "cypher-shell", "ipmitool", "sqlplus", "rabbitmqctl", "nmcli", "wpa_passphrase"],
      pattern:
        /\b(?:(?:mongosh|mongo|mongodump|mongorestore|mongoexport|mongoimport|cqlsh|cypher-shell)\b[^\n|;&]{0,300}?\s(?:-p|--password)[ \t]+|ipmitool\b[^\n|;&]{0,300}?\s-P[ \t]+|sqlplus[ \t]+(?:-\w+[ \t]+)*[^\s/@"']+\/|rabbitmqctl[ \t]+(?:add_user|change_password)[ \t]+\S+[ \t]+|nmcli\b[^\n|;&]{0,300}?\spassword[ \t]+|wpa_passphrase[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\S+)[ \t]+)(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'@-][^\s"'@]*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // Revision 15. A server's management controller: Dell's `racadm -r … -u root -p …`, HPE's `ilorest login … -p …`,
    // `redfishtool … -p …`.
    managementController: {
      kind: "cli-password",
      needs: ["racadm", "ilorest", "redfishtool"],
      pattern:
        /\b(?:racadm|ilorest|redfishtool)\b[^\n|;&]{0,300}?\s(?:-p|--password)[ \t]+(?<q>["']?)(?<secret>(?<=["'])[^"'\n]+|[^\s"'@-][^\s"'@]*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // Revision 10. A network device's configuration: an SNMP community, an enable secret, a key string, a pre-shared
    // key, a TACACS+ or RADIUS key, an OSPF key (`snmp-server community <c> RO`, `enable secret 0 <pw>`). Not the
    // defaults (`public`, `private`) and not a stored hash (`$1$…`, type 5, 8 and 9). Revision 13: the community
    // a poller is given (`snmpwalk -v2c -c <c> host`) and one named in prose ("community string <c> (read-only)").
    networkDeviceConfig: {
      kind: "password-assignment",
      needs: ["community", "secret", "key", "password", "snmp"],
      hint: /community|enable|key-string|pre-shared|server key|authentication-key|digest-key|psk|snmp/i,
      pattern:
        /(?<![\w-])(?:snmp-server community|snmp community|enable (?:secret|password)|key-string|pre-shared-key(?: (?:address|hostname) \S+)?(?: key)?|(?:tacacs|radius)-server(?: host \S+)? key|ip ospf (?:authentication-key|message-digest-key \d+ md5)|authentication-key|wpa-psk ascii|psk ascii|snmp(?:walk|get|getnext|bulkwalk|bulkget|set|table|netstat|df|trap)\b[^\n|;&]{0,200}?\s-c|community string(?:[ \t]+is)?)(?:[ \t]+(?:level[ \t]+\d+[ \t]+)?[0-7])?[ \t]+(?<secret>[^\s"']{4,64})/dgi,
      accept: (secret) =>
        !/^(?:public|private|ascii|hex|encrypted|\d)$/i.test(secret) &&
        !/^\$\d\$/.test(secret) &&
        !isPlaceholder(secret, false) &&
        !/^\$/.test(secret) &&
        /[0-9!#%&*+?@^~_-]/.test(secret),
    },
    // Revision 15. A network device's password where the type before it says it is kept in the clear or reversibly:
    // Cisco's `username … privilege 15 password 7 <hex>` (type 7 is a cipher anyone can undo, type 0 the clear text;
    // types 5, 8 and 9 are hashes and stay), a line's `password 7 …`, `server-private … key …`, and a TACACS+ or
    // RADIUS server's `key …` inside its `tacacs server NAME` block.
    deviceReversiblePassword: {
      kind: "password-assignment",
      needs: ["password", "secret", "key"],
      hint: /^[ \t]*(?:username|enable|password|key|server-private)\b/im,
      pattern:
        /^[ \t]*(?<name>username[ \t]+\S+(?:[ \t]+privilege[ \t]+\d{1,2})?[ \t]+(?:password|secret)|(?:enable[ \t]+)?password|key|server-private[ \t]+\S+[ \t]+key)(?:[ \t]+(?<type>\d))?[ \t]+(?<secret>[^\s"']{4,64})[ \t]*$/dgm,
      accept: (secret, match, text) =>
        isDeviceClearPassword(secret, groups(match).name ?? "", groups(match).type, match.index, text),
    },
    // Revision 15. Cisco's type 7 wherever it is quoted (a note's backticks, a chat): `password 7 <hex>`, `key 7 …`.
    deviceType7: {
      kind: "password-assignment",
      needs: ["password 7", "secret 7", "key 7"],
      pattern: /(?<![\w-])(?:password|secret|key)[ \t]+7[ \t]+(?<secret>\d{2}(?:[0-9A-Fa-f]{2}){3,64})(?![\w-])/dg,
      accept: (secret) => /[A-F]/i.test(secret),
    },
    // Revision 15. Juniper's `$9$…`, a reversible encoding of the key or secret it stands for (`authentication-key
    // "$9$…"`, `secret "$9$…"`); not Cisco's type 9 hash (`$9$salt$hash`, a second `$`) nor `$1$`/`$6$` hashes.
    junosReversibleSecret: {
      kind: "password-assignment",
      needs: ["$9$"],
      pattern: /(?<secret>\$9\$[A-Za-z0-9./-]{6,256})(?![$A-Za-z0-9./-])/dg,
      accept: (_secret, match, text) =>
        /key|secret|password|psk/i.test(text.slice(text.lastIndexOf("\n", match.index - 1) + 1, match.index)),
    },
    // Revision 15. SNMPv3's passphrases, an authentication's and a privacy's: net-snmp's `createUser NAME SHA "…" AES
    // "…"`, Cisco's `snmp-server user NAME GROUP v3 auth sha … priv aes 128 …`, a poller's `snmpwalk … -A … -X …`.
    snmpV3Passphrase: {
      kind: "password-assignment",
      needs: ["createuser", "snmp"],
      hint: /createuser|snmp-server user|snmp\w*\b[^\n]*\s-[AX]\s/i,
      pattern:
        /(?<![\w-])(?:md5|sha(?:-?(?:1|224|256|384|512))?|3?des|aes(?:-?(?:128|192|256)|[ \t]+(?:128|192|256))?|-A|-X)[ \t]+(?<q>["']?)(?<secret>[^\s"']{8,64})\k<q>(?!\S)/dgi,
      accept: (secret, match, text) => isSnmpV3Passphrase(secret, match.index, text),
    },
    // Revision 15. Keys given to an object store's client by position: MinIO's `mc alias set NAME URL ACCESS SECRET`
    // (and the older `mc config host add`), Backblaze's `b2 account authorize KEY_ID KEY`. The access key's id of an
    // S3-compatible store is redacted too: with the URL beside it, it says whose keys these are.
    objectStoreKeysByPosition: {
      kind: "generic-secret",
      needs: ["mc alias", "mc config host", "b2 account authorize", "b2 authorize-account"],
      pattern:
        /\b(?:mc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S+[ \t]+\S+[ \t]+(?<id>[^\s"'-]\S*)|b2[ \t]+(?:account[ \t]+authorize|authorize-account)[ \t]+(?<keyId>[^\s"'-]\S*))[ \t]+(?<q>["']?)(?<secret>[^\s"'-][^\s"']*)\k<q>/dg,
      accept: (secret) => isCliSecret(secret) && secret.length >= 16 && /\d/.test(secret),
    },
    objectStoreKeyIdByPosition: {
      kind: "generic-secret",
      needs: ["mc alias", "mc config host"],
      pattern:
        /\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S+[ \t]+\S+[ \t]+(?<secret>[A-Za-z0-9]{16,128})(?=[ \t]+[^\s"'-])/dg,
      accept: (secret) => /\d/.test(secret) && /[A-Za-z]/.test(secret),
    },
    // Revision 15. What a command that prints a secret printed, alone on the line under it: `cat` of a file named for
    // a key, a cookie or a password (`cat /var/lib/rabbitmq/.erlang.cookie`, `cat …/zabbix_agent2.psk`), a secret's
    // data decoded (`kubectl get secret … -o jsonpath="{.data.password}" | base64 -d`), a secret's variable encoded
    // (`echo "$AWS_SECRET_ACCESS_KEY" | base64`, as a CI log shows it after "Run"), a secret manager read
    // (`vault kv get -field=password …`, `op read`, `pass show`, `gcloud secrets versions access`).
    printedSecret: {
      kind: "generic-secret",
      needs: [
        // Revision 17: a command that makes a key or a token and prints it.
        " create",
        " generate",
        "cat ",
        "type ",
        "more ",
        "less ",
        "head ",
        "tail ",
        "get-content",
        "| base64",
        "|base64",
        "vault ",
        "op read",
        "pass show",
        "secrets versions access",
        "get-secret-value",
      ],
      // Revision 23: `cat` of such a file with no prompt before it, as a note copies the command.
      hint: /^[ \t]*(?:\$|#|>|PS>|Run|cat)[ \t]/m,
      pattern:
        /^[ \t]*(?:(?:\$|#|>|PS>|Run)[ \t]+|(?=cat[ \t]))(?<command>\S[^\n]{3,400})\n(?:[ \t]*\n)?[ \t]*(?<secret>[^\s$#>]\S{7,511})[ \t]*(?=\n|$)/dgm,
      accept: (secret, match) => isPrintedSecret(secret, groups(match).command ?? ""),
    },
    // Revision 17. The `data:` of a Kubernetes Secret as `kubectl get secret … -o yaml` prints it (or as a manifest
    // holds it): a value is a secret's bytes in base64 whatever its key is called (`salt`, `encryption-key`,
    // `database-url`), but for the keys that name whom or where (`username`, `host`, `port`) or a certificate.
    kubernetesSecretData: {
      kind: "generic-secret",
      needs: ["data:"],
      hint: [/^[ \t-]*data:/m, /\bkind:[ \t]*Secret\b|\bget[ \t]+secrets?\b/],
      pattern: /^[ \t]+(?<key>[A-Za-z0-9_.-]+):[ \t]+(?<secret>[A-Za-z0-9+/]{4,4096}={0,2})[ \t]*$/dgm,
      accept: (secret, match, text) =>
        secret.length % 4 === 0 &&
        !NOT_SECRET_DATA_WORD.has(keyWords(groups(match).key ?? "").at(-1) ?? "") &&
        isInSecretData(match.index, text),
    },
    // Revision 17. A placeholder in a file replaced by a made value with sed (`sed -i "s/xxx/<token>/g" agent.cfg`, a
    // cloud-init's way to give an agent its token): the value is the secret the file was waiting for.
    sedIntoPlaceholder: {
      kind: "generic-secret",
      needs: ["sed ", "sed\t"],
      hint: [/\bsed\b/, /["'\s]s\//],
      pattern: /(?<=["'\s])s\/(?<old>[^/\n]{1,80})\/(?<secret>[A-Za-z0-9+_.=-]{16,200})\/[gI]*(?=["'\s]|$)/dg,
      accept: (secret, match, text) =>
        /\bsed\b/.test(text.slice(text.lastIndexOf("\n", match.index) + 1, match.index)) &&
        isPlaceholderWord(groups(match).old ?? "") &&
        (isKeyValue(secret) || isGenericSecretValue(secret)),
    },
    // Revision 17. A row of a table a command draws with box characters, a name then its value (`doppler secrets`,
    // `│ PADDLE_API_KEY │ pdl_… │`): read as the assignment it prints.
    boxTableRow: {
      kind: "password-assignment",
      hint: /\u2502/,
      pattern: /\u2502[ \t]*(?<key>[A-Za-z0-9_.-]{2,80})[ \t]*\u2502[ \t]*(?<value>[^\s\u2502]{1,400})[ \t]*\u2502/dg,
      accept: namedValueKind,
    },
  } satisfies Record<string, SecretRule>;
}

// What a placeholder in a template is called before sed fills it in: `xxx`, `TOKEN`, `__TOKEN__`, `<token>`,
// `CHANGEME`, `your-token-here`, `REPLACE_ME`.
const PLACEHOLDER_WORD =
  /^(?:x{3,}|[A-Z0-9_]*(?:TOKEN|SECRET|KEY|PASSWORD|PASS)[A-Z0-9_]*|<[^<>]+>|\{\{[^{}]+\}\}|@[A-Z_]+@|%[A-Z_]+%)$/;

function isPlaceholderWord(old: string): boolean {
  return PLACEHOLDER_WORD.test(old) || isPlaceholder(old);
}

// The last word of a Secret's data key that names whom or where, or a certificate (`ca.crt`, `tls.crt`): no secret.
const NOT_SECRET_DATA_WORD = new Set([
  "user",
  "username",
  "login",
  "email",
  "host",
  "hostname",
  "port",
  "database",
  "dbname",
  "name",
  "namespace",
  "region",
  "endpoint",
  "crt",
  "cert",
  "certificate",
  "pub",
]);

// An entry of a Secret's `data:` block (a key and its value), and the block's own key (in a list's item too).
const DATA_ENTRY = /^([ \t]+)[A-Za-z0-9_.-]+:[ \t]+\S+[ \t]*$/;
const DATA_KEY = /^([ \t]*(?:-[ \t]+)?)(?:data|binaryData):[ \t]*$/;

/**
 * Whether the entry whose line starts at `at` lies in the `data:` (or `binaryData:`) block of a Kubernetes Secret:
 * the lines above it up to that key are entries as deep as it (200 at most), the key is less deep, and the object is
 * a Secret (`kind: Secret` in the same document, or `kubectl get secret … -o yaml` above it).
 */
function isInSecretData(at: number, text: string): boolean {
  // What each entry's walk found, for the text scanned last: every line is walked over once.
  if (secretDataEntries?.text !== text) secretDataEntries = { text, found: new Map() };
  const found = secretDataEntries.found;
  const depth = /^[ \t]*/.exec(text.slice(at, at + 200))![0].length;
  const walked = [at];
  let start = at;
  let inBlock = false;
  for (let lines = 0; lines < 200 && start > 0; lines++) {
    start = text.lastIndexOf("\n", start - 2) + 1;
    const known = found.get(start);
    if (known !== undefined) {
      inBlock = known;
      break;
    }
    const line = text.slice(start, text.indexOf("\n", start));
    const key = DATA_KEY.exec(line);
    if (key) {
      inBlock = key[1]!.length < depth && isSecretDocument(start, text);
      break;
    }
    const entry = DATA_ENTRY.exec(line);
    if (!entry || entry[1]!.length !== depth) break;
    walked.push(start);
  }
  for (const entry of walked) found.set(entry, inBlock);
  return inBlock;
}

let secretDataEntries: { text: string; found: Map<number, boolean> } | undefined;

/** Whether the YAML document around `at` is a Secret's, or the command above it got one. */
function isSecretDocument(at: number, text: string): boolean {
  const from = Math.max(0, text.lastIndexOf("\n---", at) + 1, at - 4000);
  const to = text.indexOf("\n---", at);
  const document = text.slice(from, to < 0 ? Math.min(text.length, at + 4000) : Math.min(to, at + 4000));
  return (
    /^kind:[ \t]*Secret[ \t]*$/m.test(document) ||
    (/\bget[ \t]+secrets?\b/.test(document) && /[ \t]-o[ \t=]*ya?ml\b/.test(document))
  );
}

/** Type 7 (Cisco's reversible cipher, hex) or a clear password (type 0 or none) where a device's line gives one. */
function isDeviceClearPassword(secret: string, name: string, type: string | undefined, at: number, text: string) {
  if (type === "7") return /^\d{2}(?:[0-9A-F]{2})+$/i.test(secret);
  if (type !== undefined && type !== "0") return false;
  if (!isCliSecret(secret) || /^(?:public|private|encrypted|hex|ascii)$/i.test(secret)) return false;
  if (!/[0-9!#%&*+?@^~_-]/.test(secret) || !/[A-Za-z]/.test(secret)) return false;
  // A bare `key …` or `password …` only inside a server's or a line's block of a device's configuration.
  if (/^[ \t]*(?:key|password)$/.test(name.replace(/^[ \t]*enable[ \t]+/, "enable "))) {
    const before = text.slice(Math.max(0, at - 600), at);
    return /^(?:tacacs|radius)[ -]server\b|^aaa[ \t]+group[ \t]+server\b|^line[ \t]+(?:vty|con|aux)\b/im.test(before);
  }
  return true;
}

const SNMP_COMMAND =
  /^[ \t]*(?:\$[ \t]+)?(?:createUser\b|snmp-server[ \t]+user\b)|\bsnmp(?:walk|get|getnext|bulkwalk|bulkget|set|table|trap|inform|df|netstat|status|delta|test)\b/i;

/** An SNMPv3 passphrase: on a line that configures or polls a v3 user, not a protocol's or a level's name. */
function isSnmpV3Passphrase(secret: string, at: number, text: string): boolean {
  const line = text.slice(text.lastIndexOf("\n", at - 1) + 1, at);
  if (!SNMP_COMMAND.test(line)) return false;
  if (/^(?:md5|sha\S*|3?des|aes\S*|authpriv|authnopriv|noauthnopriv)$/i.test(secret)) return false;
  // Not the host or the OID the command goes on with (`… -x AES 10.9.0.14 1.3.6.1.2.1.1`).
  return (
    isCliSecret(secret) && !/^[<{]/.test(secret) && /[A-Za-z]/.test(secret) && !/^[\w-]+(?:\.[\w-]+)+$/.test(secret)
  );
}

// A command whose output is a secret: a file named for one read out, a secret's data decoded, a secret's variable
// encoded, a secret manager's value printed.
const PRINTS_SECRET = new RegExp(
  [
    "\\b(?:cat|type|more|less|head|tail|Get-Content)\\b[^\\n|]{0,300}?(?:\\.erlang\\.cookie|\\.psk\\b|\\.key\\b|secret|passw|token|credential|\\.pass\\b|vault_pass|master\\.key|cookie)",
    "\\bkubectl\\b[^\\n|]{0,300}?\\bsecrets?\\b[^\\n|]{0,300}\\|[ \\t]*base64[ \\t]+(?:-d|--decode|-D)\\b",
    "\\becho[ \\t]+[\"']?\\$\\{?[A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASS|KEY)[A-Z0-9_]*\\}?[\"']?[ \\t]*\\|[ \\t]*base64\\b",
    "\\bvault[ \\t]+(?:kv[ \\t]+get|read)\\b[^\\n]{0,300}?-field[ =]|\\bop[ \\t]+read\\b|\\bpass[ \\t]+show\\b",
    "\\bgcloud[ \\t]+secrets[ \\t]+versions[ \\t]+access\\b|\\bget-secret-value\\b[^\\n]{0,300}?--output[ \\t]+text",
    // Revision 17: a command that makes a key or a token (`headscale preauthkeys create`, `… apikeys create`,
    // `… tokens create`, `… api-key generate`).
    "\\b(?:pre-?auth-?keys?|api-?keys?|auth-?keys?|tokens?|access-tokens?)[ \\t]+(?:create|generate|new)\\b",
  ].join("|"),
  "i",
);

/** A value alone on the line under a command that prints a secret: one token, not a path, a URL, a prompt or a message. */
function isPrintedSecret(secret: string, command: string): boolean {
  if (
    !PRINTS_SECRET.test(command) ||
    /(?:^|\s)(?:>|>>|\|[ \t]*(?:wc|grep|sha\d+sum|md5sum|xxd|od)\b)/.test(command.replace(/\|[ \t]*base64[^|]*$/, ""))
  )
    return false;
  if (
    !isCliSecret(secret) ||
    /^[a-z][\w+.-]*:\/\//i.test(secret) ||
    /^[~/.]/.test(secret) ||
    /[:=](?!=*$)/.test(secret)
  )
    return false;
  if (/^[0-9a-f]{32,}$/i.test(secret) || /^[A-Z]{16,}$/.test(secret)) return true;
  return (/\d/.test(secret) && /[A-Za-z]/.test(secret)) || (/[A-Z]/.test(secret) && /[a-z]/.test(secret));
}

/** SASL PLAIN's base64 of `[authzid]\0user\0password`: printable text around two NULs. */
function isPlainLogin(value: string): boolean {
  if (!/^[A-Za-z0-9+/]{8,}={0,2}$/.test(value)) return false;
  const decoded = Buffer.from(value, "base64").toString("utf8");
  const parts = decoded.split("\0");
  return parts.length === 3 && parts[2]!.length > 0 && !/[\u0000-\u001f\ufffd]/.test(parts.join(""));
}
