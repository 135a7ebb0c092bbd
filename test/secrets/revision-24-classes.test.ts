// Revision 24: each class the twenty-fourth set (terminal output and logs pasted mid-debugging) got through at revision
// 22, and the near misses it found changed, through the real write path (writeMemory: the gate, the memory writer, the
// indexes, the event log) and the CLAUDE.md importer, every file of the store then read back. Every example is written
// here, none is a set's line: the sets stay out of the repository as measurements.

import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { slugFromTitle } from "../../src/core/slug.js";
import { fakeValues } from "../../src/core/secrets/rules/examples.js";
import { importFile } from "../../src/interop/import.js";
import { writeMemory } from "../../src/ops/shared/write-memory.js";
import { contextFor, makeSandbox } from "../helpers.js";
import { expectNoSecretIn, filesUnder, writePathCheck } from "./write-path.js";

const fake = fakeValues("revision-24-write");
const b64 = (text: string): string => Buffer.from(text, "latin1").toString("base64");

const writesWithout = writePathCheck("Debugging session, terminal output", ["debug"]);

/** No 8 characters of a secret in a log of the store, nor in a file's name (a title's slug is logged too). */
function expectNoPieceInLogs(storeDir: string, secrets: string[]): void {
  for (const file of filesUnder(storeDir)) {
    const where = relative(storeDir, file);
    const text = file.endsWith(".jsonl") ? readFileSync(file, "utf8").toLowerCase() : "";
    for (const secret of secrets)
      for (let i = 0; i + 8 <= secret.length; i++) {
        const piece = secret.slice(i, i + 8).toLowerCase();
        expect(text, `${where}: ${secret}`).not.toContain(piece);
        expect(where.toLowerCase(), secret).not.toContain(piece);
      }
  }
}

describe("revision 24: titles as strong as bodies", () => {
  const password = `Granit.${fake.pin(4)}${fake.lower(6)}`;
  const [culqi, pagarme, midtrans] = [`sk_live_${fake.token(16)}`, `sk_${fake.token(32)}`, fake.token(24)];
  const titles: [string, string][] = [
    [`Llave privada de Culqi ${culqi}`, culqi],
    [`Chave secreta da Pagar.me ${pagarme}`, pagarme],
    [`Redis-Cache Staging: AUTH default ${password}, nicht teilen`, password],
    [`Server key Midtrans untuk produksi Mid-server-${midtrans}`, midtrans],
  ];

  it.each(titles)("a key after its qualified name in a title: %s", async (title, secret) => {
    const box = makeSandbox();
    await writeMemory(contextFor(box), { title, content: "Rotated the same day.", type: "learning", tags: ["keys"] });
    expectNoSecretIn(box.projectStore, [secret], title);
    expectNoPieceInLogs(box.projectStore, [secret]);
  });

  it("the same key and password in a body, in more languages", async () => {
    const keys = [fake.token(20), `sk_live_${fake.token(16)}`, fake.made()];
    await writesWithout(
      [
        `PayU secret key de producción ${keys[0]} — rotar en enero`,
        `Clave: la llave privada live ${keys[1]}`,
        `redis-cli -h cache-01 -p 6379 AUTH worker ${keys[2]}`,
      ].join("\n"),
      keys,
      ["redis-cli -h cache-01 -p 6379 AUTH worker"],
    );
  });

  it("a file name is never built from a word that looks like a password's half", () => {
    const slug = slugFromTitle(
      "learning",
      "Valkey staging nicht teilen Granit.4471quorra and sk_live_Qw7rTy2iOpAs9fGh",
    );
    expect(slug).not.toContain("4471quor");
    expect(slug).not.toContain("qw7rty2i");
    expect(slugFromTitle("learning", "Upgrade ubuntu2204 images to sha256sum checks")).toBe(
      "learning-upgrade-ubuntu2204-images-sha256sum-checks",
    );
  });
});

describe("revision 24: what a terminal and a CI log print", () => {
  it("M-Pesa Daraja: the consumer pair in Basic, the access token, the Lipa na M-Pesa passkey", async () => {
    const basic = b64(`${fake.token(48)}:${fake.token(16)}`);
    const access = fake.token(28);
    const passkey = fake.hex(64);
    await writesWithout(
      [
        "```",
        `$ curl -s 'https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials' -H 'Authorization: Basic ${basic}'`,
        `{"access_token":"${access}","expires_in":"3599"}`,
        "```",
        `Lipa na M-Pesa Passkey ${passkey}`,
        `MPESA_PASSKEY="${passkey}"`,
      ].join("\n"),
      [basic, access, passkey],
      ['"expires_in":"3599"', "grant_type=client_credentials"],
    );
  });

  it("a CI log's base64 copy of a masked secret, after the step that encoded it", async () => {
    const token = `ghp_${fake.token(36)}`;
    const encoded = b64(token);
    const plain = b64("hello from the build step");
    await writesWithout(
      [
        '2024-06-11T08:12:43.9981205Z ##[group]Run echo "$DEPLOY_TOKEN" | base64 -w0',
        "2024-06-11T08:12:43.9990000Z env:",
        "2024-06-11T08:12:43.9990001Z   DEPLOY_TOKEN: ***",
        `2024-06-11T08:12:44.1331470Z ${encoded}`,
        `2024-06-11T08:12:44.2000000Z ${plain}`,
      ].join("\n"),
      [encoded],
      [plain, "DEPLOY_TOKEN: ***"],
    );
  });

  it("ngrok's authtoken (v2 and v3 commands, ngrok.yml) and Tailscale's auth keys", async () => {
    const v2 = `${fake.token(27)}_${fake.token(21)}`;
    const v3 = `${fake.token(27)}_${fake.token(21)}`;
    const yml = `${fake.token(27)}_${fake.token(21)}`;
    const auth = `tskey-auth-k${fake.token(10)}CNTRL-${fake.token(32)}`;
    const client = `tskey-client-k${fake.token(10)}CNTRL-${fake.token(32)}`;
    await writesWithout(
      [
        `$ ngrok authtoken ${v2}`,
        `$ ngrok config add-authtoken ${v3}`,
        `Authtoken saved to configuration file: /home/dev/.config/ngrok/ngrok.yml`,
        `version: "2"\nauthtoken: ${yml}`,
        `sudo tailscale up --authkey=${auth} --advertise-tags=tag:ci`,
        `Pegué el cliente OAuth en el runner: ${client}`,
      ].join("\n"),
      [v2, v3, yml, auth, client],
      ["--advertise-tags=tag:ci"],
    );
  });

  it("an OpenVPN credentials file printed with cat, and its inline block", async () => {
    const [first, second, inline] = [`Wiosna${fake.pin(4)}`, fake.token(12), fake.made()];
    await writesWithout(
      [
        `$ cat ~/vpn/creds.txt\nj.kowalski\n${first}\n$ sudo openvpn --config biuro.ovpn --auth-user-pass ~/vpn/creds.txt`,
        `root@gw:~# cat /etc/openvpn/login.txt\nmonitor\n${second}\nroot@gw:~# grep auth-user-pass client.conf`,
        `<auth-user-pass>\nsvc-vpn\n${inline}\n</auth-user-pass>`,
      ].join("\n\n"),
      [first, second, inline],
      ["j.kowalski", "svc-vpn"],
    );
  });

  it("CLAUDE.md imports: LINE's channel access token under a Japanese label, Przelewy24's CRC key", async () => {
    const line = `${fake.base64(120)}=`;
    const [crc, apiKey] = [fake.hex(16), fake.hex(32)];
    const box = makeSandbox();
    const source = join(box.repo, "CLAUDE.md");
    writeFileSync(
      source,
      [
        "# Project",
        "",
        "## LINE Messaging API",
        "",
        "チャネルアクセストークン（検証用）:",
        line,
        "",
        "## Przelewy24 sandbox",
        "",
        `- merchant 184022: crc=${crc}, api_key=${apiKey}`,
        "",
      ].join("\n"),
    );
    await importFile(contextFor(box), { path: source, format: "claude-md" });
    expectNoSecretIn(box.projectStore, [line, crc, apiKey], "CLAUDE.md");
  });
});

describe("revision 24: masks and hashes a log prints are kept", () => {
  it("npm's (protected), masked user-info in URLs, a cache's key, a network's name beside its password", async () => {
    const hash = fake.hex(64);
    const wifi = fake.made();
    const kept = [
      "//registry.npmjs.org/:_authToken = (protected)",
      "Connecting to:\t\tmongodb://<credentials>@db-prod-01.internal:27017/?directConnection=true&authSource=admin",
      "MongoServerError: bad auth (mongodb://<credentials>@10.0.4.12:27017/admin?authSource=admin&replicaSet=rs0)",
      "- ** ---------- .> transport:   amqp://celery:**@rabbit:5672//",
      "REDIS_URL=redis://default:***@cache:6379/0",
      "mysql://root:<password>@localhost:3306/shop",
      "postgres://app:${DB_PASSWORD}@db:5432/app",
      "amqp://guest:xxxx@mq:5672/",
      `Cache restored from key: node-cache-Linux-x64-npm-${hash}`,
      `    key: node-cache-Linux-x64-npm-${hash}`,
      "Wi-Fi: Taller-Norte-5G",
    ];
    await writesWithout(
      [
        "$ npm config list",
        '; "user" config from /home/dev/.npmrc',
        kept[0],
        kept[1],
        kept[2],
        kept[3],
        kept[4],
        kept[5],
        kept[6],
        kept[7],
        "Run actions/cache@v4",
        kept[8],
        "  with:\n    path: ~/.npm",
        kept[9],
        `${kept[10]}, senha: ${wifi}`,
      ].join("\n"),
      [wifi],
      kept,
    );
  });

  it("a secret beside a masked URL is hidden and the URL kept", async () => {
    const password = fake.made();
    const url = "mongodb://<credentials>@10.0.4.12:27017/admin?authSource=admin&replicaSet=rs0";
    await writesWithout(
      `MongoServerError: bad auth (${url})\nfixed with MONGO_PASSWORD=${password}`,
      [password],
      [url],
    );
  });

  it("a first line in a terminal's columns becomes a title with blanks, not a refused write", async () => {
    const box = makeSandbox();
    const url = "mongodb://<credentials>@db-prod-01.internal:27017/?directConnection=true&authSource=admin";
    const written = await writeMemory(contextFor(box), {
      content: `Connecting to:\t\t${url}\nUsing MongoDB:\t\t7.0.11`,
      type: "learning",
      tags: ["mongo"],
    });
    const stored = readFileSync(written.filePath, "utf8");
    expect(stored).toContain("title: 'Connecting to: mongodb://<credentials>@db-prod-01.internal:27017/");
    expect(stored).toContain(url);
  });
});
