// The command-line family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      // Revision 20: a trust store's password that is not the documented default.
      secret`keytool -list -keystore app.jks -storepass ${fake.made()}`,
      // Revision 17: a Kubernetes Secret's data as kubectl prints it (whatever a key is called), a placeholder filled
      // in by sed, a table of names and values drawn with box characters, a key printed by the command that made it
      // and then passed on (the same secret, both times).
      secret`$ kubectl get secret app -o yaml\napiVersion: v1\ndata:\n  salt: ${fake.base64(42)}==\n  encryption-key: ${fake.base64(44)}\n  username: YXBw\nkind: Secret`,
      secret`sed -i "s/xxx/${fake.hex(50)}/g" ~/.buildkite-agent/buildkite-agent.cfg`,
      secret`\u2502 NAME            \u2502 VALUE \u2502\n\u2502 PADDLE_API_KEY  \u2502 ${`pdl_live_apikey_${fake.token(40)}`} \u2502`,
      ((key) => ({
        text: `$ headscale preauthkeys create --user office\n${key}\nthen: tailscale up --authkey ${key}`,
        secrets: [key],
      }))(fake.hex(48)),
      // Revision 16: a password typed at redis-cli's prompt, alone or after a user.
      secret`10.0.4.12:6379> AUTH ${fake.token(24)}\nOK`,
      secret`cache-01:6380[2]> auth reporting ${fake.made()}`,
      // Revision 13: a curl continued over lines, a poller's SNMP community, ECR's printed password, a LUKS passphrase.
      secret`curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC0123/Messages.json \\\n  --data-urlencode "Body=hi" -u AC0123:${fake.hex(32)}`,
      secret`snmpwalk -v2c -c ${`c0mm-${fake.token(8)}`} 10.0.0.2 1.3.6.1.2.1.2.2.1.2`,
      secret`SNMP polling: v2c, community string ${`c0mm-${fake.token(8)}`} (read-only)`,
      secret`$ aws ecr get-login-password --region eu-west-1\n${`eyJwYXlsb2FkIjoi${fake.base64(200)}`}\n`,
      secret`After a reboot: \`cryptsetup open /dev/sdb backup\` and enter ${`Luks-${fake.token(16)}`}. Keep it safe.`,
      // Revision 12: a literal piped into a login that reads its password from stdin.
      secret`echo '${fake.made()}' | docker login harbor.example.local -u robot --password-stdin`,
      secret`printf "${fake.token(20)}" | helm registry login registry.example.io -u ci --password-stdin`,
      secret`curl -u deploy:${fake.made()} https://ci.example.com/api`,
      secret`mysql -h db -u root -p${fake.made()} app`,
      secret`sshpass -p ${fake.made()} ssh ops@bastion`,
      secret`keytool -list -keystore app.jks -storepass ${fake.made()}`,
      secret`htpasswd -b /etc/nginx/.htpasswd admin ${fake.made()}`,
      secret`ldapsearch -x -D cn=admin,dc=acme -w ${fake.made()} -b dc=acme`,
      secret`echo -n "${fake.token(32)}" > config/master.key`,
      // Revision 10: a network device's configuration.
      secret`snmp-server community ${`c0re-${fake.token(6)}`} RO`,
      secret`enable secret 0 ${fake.made()}`,
      secret` pre-shared-key ${fake.made()}`,
      secret`AT+APPKEY=${fake.hex(32).toUpperCase()}\nAT+JOIN`,
      // Revision 14: a gem source's credentials as Bundler keeps them; a password starting with a dash after `user:`.
      secret`BUNDLE_GEMS__CONTRIBSYS__COM=${`${fake.hex(8)}:${fake.hex(8)}`}`,
      secret`bundle config set --global gems.contribsys.com ${`${fake.hex(8)}:${fake.hex(8)}`}`,
      secret`curl -u deploy:${`-${fake.made()}`} https://ci.example.com/api`,
      // Revision 15: a network device's reversible and clear passwords (Cisco's type 7 and type 0, a TACACS+ server's
      // key in its block, Juniper's `$9$`), SNMPv3's passphrases, a server's management controller, an object store's
      // keys by position, what a command that prints a secret printed.
      secret`username netops privilege 15 password 7 ${`06${fake.hex(16).toUpperCase()}`}`,
      secret`konto lokalne: \`username lab privilege 15 password 7 ${`14${fake.hex(14).toUpperCase()}`}\``,
      secret`tacacs server TAC1\n address ipv4 10.0.0.5\n key ${fake.made()}\ninterface Gi0/1`,
      secret`set protocols bgp group transit neighbor 203.0.113.5 authentication-key "${`$9$${fake.token(18)}`}"`,
      secret`createUser librenms SHA "${fake.made()}" AES "${`Priv-${fake.made()}`}"`,
      secret`snmpwalk -v3 -l authPriv -u librenms -a SHA -A '${fake.made()}' -x AES -X '${`Priv-${fake.made()}`}' 10.9.0.14`,
      secret`racadm -r 10.1.9.52 -u root -p '${fake.made()}' getsysinfo`,
      secret`mc alias set backup https://s3.backup.example.net ${fake.upper(20)} ${fake.token(40)} --api S3v4`,
      secret`$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n${fake.lower(20).toUpperCase()}\nCopy that to the other nodes.`,
      secret`$ cat /etc/zabbix/zabbix_agent2.psk\n${fake.hex(64)}`,
      secret`PS> Get-Content C:\\ops\\backup.key\n${fake.token(32)}`,
      secret`$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d\n${`argo-${fake.token(11)}`}\n$ argocd login argocd.example.io`,
      secret`Run echo "$AWS_SECRET_ACCESS_KEY" | base64\n${Buffer.from(fake.token(40)).toString("base64")}`,
      // Revision 19: a password in `redis-cli MONITOR`'s output; a mail session's login (SASL PLAIN, the answer to
      // AUTH LOGIN's password prompt, POP3's or FTP's PASS after USER).
      secret`1733990011.204331 [0 10.0.0.7:51122] "AUTH" "${fake.token(32)}"`,
      secret`1733990012.000001 [0 10.0.0.7:51123] "AUTH" "default" "Falcon${fake.pin(4)}!!"`,
      ((made) => ({
        text: `AUTH PLAIN ${Buffer.from(`\0ops@example.com\0${made}`).toString("base64")}\n235 2.7.0 Authentication successful`,
        secrets: [Buffer.from(`\0ops@example.com\0${made}`).toString("base64")],
      }))(fake.made()),
      ((made) => ({
        text: `S: 334 UGFzc3dvcmQ6\nC: ${Buffer.from(made).toString("base64")}\nS: 235 ok`,
        secrets: [Buffer.from(made).toString("base64")],
      }))(fake.made()),
      secret`USER deploy\n331 Password required for deploy\nPASS Harbor${fake.pin(4)}!\n230 Logged in`,
    ],
    kept: [
      // Revision 20: the JDK trust store's documented default password; a command whose key ends its code span.
      "keytool -list -cacerts -storepass changeit | grep -i isrg",
      "Secrets are set with `pulumi config set --secret dbPassword` and appear in the stack's file as ciphertext.",
      // Revision 17: a Secret's user, host and certificate; a ConfigMap's data; sed filling in no secret.
      "$ kubectl get secret db -o yaml\ndata:\n  username: b3JkZXJz\n  host: ZGItcHJvZC0xLmludA==\n  ca.crt: LS0tLS1CRUdJTiBDRVJU\nkind: Secret",
      "kind: ConfigMap\ndata:\n  mode: cHJvZHVjdGlvbg==",
      'sed -i "s/xxx/production/g" app.cfg',
      "\u2502 NAME        \u2502 VALUE   \u2502\n\u2502 APP_ENV     \u2502 prd     \u2502",
      // Revision 16: the command named in prose, and its placeholder.
      "10.0.4.12:6379> AUTH <password>",
      "run AUTH with the password from the vault, then GET the key",
      // Revision 14: Bundler's other settings and a reference to the credentials.
      "BUNDLE_PATH__SYSTEM=true",
      "BUNDLE_GEMS__CONTRIBSYS__COM=${SIDEKIQ_CREDENTIALS}",
      // Revision 13: the community's defaults, a login command with nothing printed under it, a prompt named only.
      "snmpwalk -v2c -c public 10.0.0.2",
      "$ aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 1234.dkr.ecr",
      "cryptsetup open /dev/sdb backup, then enter the passphrase from the vault",
      "curl -u deploy:$DEPLOY_PASSWORD https://ci.example.com/api",
      "mysql -h db -u root -p app",
      "keytool -list -keystore app.jks -storepass:env STORE_PASS",
      "kubectl create secret generic db --from-literal=password=$(cat pw.txt)",
      "gh secret set DEPLOY_KEY < key.txt",
      "snmp-server community public RO",
      "radius-server key 7 <key>",
      'echo "$REGISTRY_TOKEN" | docker login ghcr.io -u ci --password-stdin',
      "echo 'done' | tee build.log",
      "AT+DEVEUI=70B3D57ED005A1F2\nAT+APPEUI=0000000000000001",
      // Revision 15: Juniper's short `$6$`, a `key` line outside a server's block, SNMPv3 levels and protocols, a
      // printed value that is a path or a count, a command that prints no secret. (Cisco's hashes, types 5, 8 and 9,
      // are secrets since revision 28: ./devices.examples.ts.)
      'set system login user ops authentication encrypted-password "$6$Yh3kd$2FqZkCzN8a"',
      "key chain BGP-KEYS\n key 1",
      "snmpwalk -v3 -l authPriv -u librenms -a SHA -x AES 10.9.0.14 1.3.6.1.2.1.1",
      "$ cat /etc/hostname\nbuild-runner-07",
      "$ kubectl get secret app-tls -o jsonpath='{.data.tls\\.crt}' | base64 -d | wc -l\n28",
      // Revision 19: a server announcing what it takes, a placeholder, a test runner's PASS, another command.
      "250-AUTH PLAIN LOGIN",
      '1733990011.204331 [0 10.0.0.7:51122] "AUTH" "<password>"',
      "PASS  src/core/secrets.test.ts (12 tests)\nPASS  src/store/write.test.ts",
      `1733990011.204512 [0 10.0.0.7:51122] "GET" "session:${fake.uuid()}"`,
    ],
  };
}
