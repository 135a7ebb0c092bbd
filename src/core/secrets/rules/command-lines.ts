// Rule family: command lines. Its rules and the helpers only they use; their place among the others is in
// ../rule-table.ts. Its proof, true and false positives: ./command-lines.examples.ts (run by
// test/core/secret-rule-examples.test.ts).

import { namedValueKind } from "../assignment-shapes.js";
import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { isCliSecret, isNamedLineValue, isStoredSecret, isWordSecret } from "../value-context.js";
import { isKeyValue, isPlaceholder } from "../values.js";

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
      // The flags before the first `b` hold none (cubic before on `-b -b -b …`: which `b` was the one).
      pattern:
        /\bhtpasswd(?:[ \t]+-[A-Za-ac-z]+)*[ \t]+-[A-Za-ac-z]*b[A-Za-z]*(?:[ \t]+-[A-Za-z]+)*[ \t]+(?:[^\s-]\S*[ \t]+)?[^\s-]\S*[ \t]+(?<q>["']?)(?<secret>[^\s"']+)\k<q>/dg,
      accept: (secret) => isCliSecret(secret),
    },
    // A setting given on a command line as key then value: `npm config set //registry…/:_authToken VALUE`,
    // `yarn config set npmAuthToken VALUE`, `git config --global http.extraHeader VALUE`.
    configSet: {
      kind: "password-assignment",
      needs: ["config"],
      hint: /config\s+set\s/,
      pattern: /\bconfig\s+set\s+(?:--?[\w-]+\s+)*(?<key>[^\s=]+)\s+(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
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
      pattern:
        /\b(?<key>[A-Z][A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASS|KEY)[A-Z0-9_]*)\b[^\n]{0,80}?<<<[ \t]*(?<value>"[^"\n]*"|'[^'\n]*'|[^\s"']+)/dg,
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
  } satisfies Record<string, SecretRule>;
}
