// Revision 17: each class the seventeenth set still got through at revision 16, through the real write path
// (writeMemory: the gate, the memory writer, the indexes, the event log; and the built CLI for a title), every file of
// the store then read back. Every example is written here, none is a set's line: the sets stay out of the repository
// as measurements.

import { describe, expect, it } from "vitest";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { makeSandbox, runCli } from "../helpers.js";
import { expectNoSecretIn, writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-17-write");

const writesWithout = writePathCheck("Notes from the migration", ["notes"]);

describe("revision 17: a self-hosted tool's own secret settings, through a write", () => {
  it("salts and keys named for what they do, in PHP, JSON and YAML settings", async () => {
    const salt = fake.base64(30);
    const instance = `oc${fake.lower(10)}`;
    await writesWithout(
      `config/config.php of the wiki's file server:\n  'instanceid' => '${instance}',\n  'passwordsalt' => '${salt}',\n  'dbtype' => 'pgsql',`,
      [salt],
      [`'instanceid' => '${instance}'`, "'dbtype' => 'pgsql'"],
    );
    const atRest = fake.token(32);
    const linkSalt = fake.token(32);
    await writesWithout(
      `chat server config.json:\n  "SqlSettings": {\n    "AtRestEncryptKey": "${atRest}"\n  },\n  "FileSettings": {\n    "PublicLinkSalt": "${linkSalt}",\n    "MaxFileSize": 52428800\n  }`,
      [atRest, linkSalt],
      ['"MaxFileSize": 52428800'],
    );
  });

  it("the next key of a rotation, an event key, a list of keys under a plural name", async () => {
    const next = `sig_${fake.token(28)}`;
    const event = fake.token(86);
    const keys = [1, 2, 3, 4].map(() => `${fake.base64(22)}==`);
    await writesWithout(
      `Queue and events, prod:\nQUEUE_NEXT_SIGNING_KEY=${next}\nEVENTS_EVENT_KEY=${event}\nAPP_KEYS=${keys.join(",")}\nPORT=1337`,
      [next, event, ...keys],
      ["PORT=1337", "APP_KEYS="],
    );
  });
});

describe("revision 17: secrets in what a command printed, through a write", () => {
  it("a Kubernetes Secret's data as kubectl prints it, its user and host kept", async () => {
    const key = fake.base64(44);
    const salt = `${fake.base64(42)}==`;
    await writesWithout(
      `$ kubectl get secret analytics -n obs -o yaml\napiVersion: v1\ndata:\n  encryption-key: ${key}\n  salt: ${salt}\n  username: YW5hbHl0aWNz\n  host: ZGItMS5pbnQ=\nkind: Secret\nmetadata:\n  name: analytics`,
      [key, salt],
      ["username: YW5hbHl0aWNz", "host: ZGItMS5pbnQ=", "name: analytics"],
    );
  });

  it("a key printed by the command that made it, then passed on; a placeholder filled in by sed", async () => {
    const preauth = fake.hex(48);
    await writesWithout(
      `$ vpnctl preauthkeys create --user office --reusable\n${preauth}\nthen on the printer: vpn up --authkey ${preauth}`,
      [preauth],
      ["--user office --reusable"],
    );
    const agent = fake.hex(50);
    await writesWithout(
      `cloud-init for the arm runners:\nsed -i "s/xxx/${agent}/g" /etc/ci-agent/agent.cfg\nci-agent start --tags "queue=arm64"`,
      [agent],
      ['ci-agent start --tags "queue=arm64"'],
    );
  });

  it("a table of names and values drawn with box characters, a signing key file of one line", async () => {
    const api = `pdl_live_apikey_${fake.token(44)}`;
    await writesWithout(
      `$ doppler secrets -p billing -c prd\n\u2502 NAME           \u2502 VALUE \u2502\n\u2502 DOPPLER_CONFIG \u2502 prd   \u2502\n\u2502 BILLING_API_KEY \u2502 ${api} \u2502`,
      [api],
      ["\u2502 DOPPLER_CONFIG \u2502 prd   \u2502"],
    );
    const signing = fake.base64(43);
    await writesWithout(
      `$ cat /data/chat.example.org.signing.key\ned25519 a_Kp2Q ${signing}`,
      [signing],
      ["ed25519 a_Kp2Q"],
    );
  });
});

describe("revision 17: tokens whose random part follows a `|`", () => {
  it("in a body's header, and in a title given to the CLI (the file's name holds no piece of it)", async () => {
    const bearer = `${fake.pin(2)}|${fake.token(40)}`;
    await writesWithout(
      `Run curl -X GET https://paas.example.dev/api/v1/deploy --header "Authorization: Bearer ${bearer}"`,
      [bearer],
    );
    const box = makeSandbox();
    const titled = `${fake.pin(2)}|${fake.token(40)}`;
    const result = await runCli(
      box,
      ["write", "--type", "learning", "--tags", "paas", "--title", `PaaS API token ${titled}`, "--stdin", "markdown"],
      { input: "Rotated after the audit." },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(titled.split("|")[1]!);
    expectNoSecretIn(box.projectStore, [titled, titled.split("|")[1]!], titled);
  });
});

describe("revision 17: near misses that stay as they are", () => {
  it("keys the line or the note beside them calls public, Tailscale's public keys, a placeholder in Portuguese", async () => {
    const mixpanel = fake.hex(32);
    const flag = fake.token(22);
    const node = fake.hex(64);
    const secretKey = `ser.${fake.token(22)}`;
    await writesWithout(
      [
        "Client-side analytics keys (all public, they ship in the JS bundle):",
        `- Mixpanel project token: ${mixpanel}`,
        "",
        `FLAGS_ENVIRONMENT_KEY=${flag}   # client-side key, public`,
        `FLAGS_SERVER_KEY=${secretKey}`,
        `- node key of the NAS: nodekey:${node}`,
        "- copy `.env.example`: DB_PASSWORD=sua_senha_aqui",
      ].join("\n"),
      [secretKey],
      [mixpanel, flag, `nodekey:${node}`, "DB_PASSWORD=sua_senha_aqui"],
    );
  });
});
