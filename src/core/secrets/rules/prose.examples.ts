// The prose family's proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

const SPELLING = ["zulu", "kilo", "lima", "mike", "oscar", "papa", "romeo", "sierra", "tango", "victor"];
const NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** A password spelled for the phone from digits: capital and lowercase letters of the spelling alphabet, a digit, a symbol. */
function spelled(digits: string): string {
  const [a, b, c, d, e, f] = [...digits].map(Number) as number[];
  return `capital ${SPELLING[a!]}, lowercase ${SPELLING[b!]} ${SPELLING[c!]} ${SPELLING[d!]}, dollar, ${NUMBERS[e!]} ${NUMBERS[f!]}`;
}

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      secret`the staging password is ${fake.made()}`,
      secret`The client secret for the SSO app is ${fake.token(32)}.`,
      secret`set SMTP_PASS to ${fake.made()} on the mail relay`,
      secret`ssh in with password ${fake.made()} until the key is set up`,
      secret`use ${fake.made()} as the password for the sftp user`,
      secret`login: admin / ${fake.made()}`,
      secret`Das Kennwort für die Datenbank ist ${fake.made()}`,
      secret`the API token you asked for, valid until Friday: ${fake.token(32)}`,
      secret`Das Passwort für den BMC von host-07 lautet jetzt ${fake.made()} (Benutzer ADMIN)`,
      secret`Gäste-WLAN Büro: ${fake.made()}`,
      secret`paste from the vendor portal:\n${fake.token(48)}`,
      // Revision 10: labels naming a secret in any script or inside a compound, the value alone after the colon; a
      // UUID called an API key; hex on the line under one that ends with "secret:"; a chat's reply to a question.
      secret`チャネルシークレット: ${fake.hex(32)}`,
      secret`- AccessKeySecret：${fake.token(30)}`,
      secret`Token（服务器配置里填的）: ${`${fake.token(6)}Duan2024`}`,
      secret`EncodingAESKey: ${fake.token(43)}`,
      secret`- SMS: SMS.ru, API-ключ ${fake.uuid().toUpperCase()}`,
      secret`GitHub webhook for the preview bot (payload URL https://previews.example.io/hooks/github), secret:\n${fake.hex(40)}`,
      secret`[10:42] Marta: ¿alguien sabe la clave del wifi de la sala grande?\n[10:43] Jordi: ${`${fake.words(1)}-del-${fake.words(1)}-20${fake.pin(2)}`}`,
      // A generated password with nothing naming it; a known login joined to its password; a secret's word in
      // Portuguese or Spanish; a key shared with someone.
      secret`For the NAS at home it's still ${`${fake.token(7)}&${fake.token(6)}#${fake.pin(1)}`}, I never changed it.`,
      secret`[10:03] raj: ${`${fake.upper(3)}${fake.lower(1)}*%#${fake.lower(7)}`}`,
      secret`same as always: admin and then ${`${fake.token(8)}^+${fake.token(5)}@`}`,
      secret`Camera on the loading dock: http://192.168.50.23, admin:${`${fake.pin(6)}${fake.upper(3)}`}`,
      secret`测试服务器 root/${`${fake.token(12)}-${fake.token(3)}`}`,
      secret`O segredo do JWT em produção é ${fake.token(64)} e o de homologação é outro.`,
      secret`The shared key with Partner X is ${fake.hex(64)}.`,
      // Revision 11: the value quoted or in backticks right after the name, words and a number too.
      secret`办公室 WiFi：名称 \`Team-5G\`，密码 \`${`${fake.lower(8)}_20${fake.pin(2)}`}\`。`,
      secret`회의실 와이파이 비밀번호 \`${`${fake.lower(9)}${fake.pin(4)}`}\`. 손님용`,
      // Revision 12: "still" after the verb, a value given as a hint's answer, a user then a slash after a holder's
      // colon, "with password" in other languages, a quoted value ending in a symbol.
      secret`Lösenordet till Jenkins-admin på ci.example.se är fortfarande ${fake.made()} – Erik skulle byta det.`,
      secret`jenkins admin pw is still '${fake.made()}' on ci-old`,
      secret`Das Passwort vom alten NAS ist der Name der Katze plus Einzugsjahr, also ${`Mietze20${fake.pin(2)}`} — falls nötig.`,
      secret`proxmox root: root@pam / ${`Pve-R${fake.pin(2)}t-20${fake.pin(2)}`}`,
      secret`Bij vals alarm Securitas bellen met wachtwoord '${fake.lower(8)}' anders komen ze langs.`,
      secret`all with password \`${fake.made()}!\` as set in the seed`,
      secret`Compte de démo : on lui a mis ${fake.made()} comme mdp, il doit le changer.`,
      secret`NAS は admin ユーザーで、初期パスワードから ${`${fake.lower(6)}_${fake.lower(5)}_${fake.pin(1)}`} に変更済み。`,
      // Revision 12, from the thirteenth set: a generated password with no digit after its name, in several languages;
      // a Perforce ticket.
      secret`Salasana testitilille qa-bot on ${`${fake.lower(1).toUpperCase()}${fake.lower(1)}!@${fake.lower(1).toUpperCase()}${fake.lower(1)}${fake.lower(1).toUpperCase()}${fake.lower(4)}`}. Tili on vain stagingissa.`,
      secret`Kundens konto: användare integration, lösenord ${`_${fake.lower(1)}#${fake.lower(2).toUpperCase()}${fake.lower(1)}${fake.lower(1).toUpperCase()}${fake.lower(1)}${fake.lower(3).toUpperCase()}${fake.lower(1)}`}.`,
      secret`Пароль от базы 1С:Бухгалтерия (пользователь Администратор) — ${`${fake.lower(1)}@${fake.lower(1)}${fake.lower(1).toUpperCase()}${fake.lower(1)}${fake.lower(1).toUpperCase()}&${fake.lower(3)}${fake.lower(2).toUpperCase()}`}. Сервер: srv-1c-01`,
      secret`- bind DN \`CN=svc,DC=example,DC=local\`, mot de passe \`${`${fake.lower(2)}${fake.lower(3).toUpperCase()}${fake.lower(1)}${fake.lower(2).toUpperCase()}${fake.lower(1)}${fake.lower(4).toUpperCase()}`}\``,
      secret`Heslo k portálu je ${`${fake.pin(1)}${fake.lower(1).toUpperCase()}-${fake.lower(3)}-${fake.lower(1).toUpperCase()}${fake.pin(2)}${fake.lower(1)}`}, login vltava-dat.`,
      secret`- ビルドボットのP4チケット: \`${fake.hex(32).toUpperCase()}\``,
      // Revision 13: a VNC password (eight characters at most) where VNC names it.
      secret`Accès VNC au poste : vnc://10.1.2.40:5900, mot de passe VNC ${fake.token(8)}. Ne pas fermer la session.`,
      secret`VNC password: ${fake.token(8)}`,
      // Revision 13: "with password" in Czech and Polish, a key named over a fenced value.
      secret`do testovací instance se přihlásíš jako admin s heslem ${fake.made()}. Produkce používá SSO.`,
      secret`zaloguj się jako admin z hasłem ${fake.made()} i zmień je`,
      secret`To edit them you need config/master.key; the team key is:\n\`\`\`\n${fake.hex(32)}\n\`\`\`\n`,
      // Revision 14: the value after its recipe, a passphrase in typographic quotes, a password spelled for the phone.
      secret`Printer Wi-Fi: the password is the street name followed by 19! — so ${`Maple${fake.pin(2)}!`}, capital M.`,
      secret`Senha da impressora é o nome da rua + 19! (${`Quartz${fake.pin(2)}!`})`,
      secret`Das Kennwort für den Tresor ist die Passphrase „${`${fake.words(4)} ${fake.pin(4)}`}“ – mit Leerzeichen.`,
      secret`Read over the phone: "${spelled(fake.pin(6))}" — that is the root password of the lab switch.`,
      // Revision 15: "changed to" in Dutch, "now" in Indonesian, Norwegian's word for a password, a quoted name
      // between the password's name and its verb.
      secret`Het wachtwoord van de gedeelde mailbox is veranderd naar ${fake.made()}. Niet in de chat plakken.`,
      secret`Kata sandi panel admin di server staging sekarang ${fake.made()}. Username tetap admin.`,
      secret`Passordet til den delte brukeren "ops-lesing" er ${`Fjord-${fake.words(1)}-${fake.pin(2)}`}. Bare lesetilgang.`,
      // Revision 18: "changed to" in Russian, a passphrase in Japanese, made values with dots or dashes, letters alone.
      secret`Пароль к Jenkins для пользователя builder поменяли на ${fake.made()} вчера вечером.`,
      secret`restic のパスフレーズは「${fake.lower(7)}-${fake.pin(3)}-${fake.lower(5)}」にしました。`,
      secret`Hasło do NAS-a (w sejfie): ${fake.lower(6)}.${fake.lower(7)}.${fake.pin(4)} i nikomu go nie dawać.`,
      secret`Jenkins root şifresi: KQTD${fake.pin(4)}.vmwa (sadece acil durumda)`,
      secret`La contraseña del almacén de claves (alias 'firma') es kTd${fake.pin(2)}QWZ-P-m. No la compartas.`,
      secret`Pour signer : la phrase de passe KEYCHAIN_PASSWORD est vrnEq-hLOXs-${fake.pin(3)}.`,
      secret`Contraseña del usuario ci en Artifactory: qeKLTawRmBHUz`,
      // Revision 19: a Chinese password changed and what it is now, an account reset and what it now uses, a login
      // given as user and password in German.
      secret`测试环境的数据库密码被同事改了，现在是 ${fake.made()}，用户名没变。`,
      secret`While fixing the sync I reset the service account: uid=svc-ci,ou=robots now uses Lantern-Ember-${fake.pin(4)}.`,
      secret`The wiki's admin login got reset by the hoster — new one is ${fake.made()}`,
      secret`Het wachtwoord van de NAS is gereset, nu is het ${fake.made()}.`,
      secret`Пароль от мониторинга поменяли, теперь он ${fake.made()}.`,
      secret`SMTP zum Testen: Host smtp.example.org, Port 2525, User mailer, Passwort ${fake.hex(14)}`,
      // Revision 21: passwords described rather than written, in English, German, French, Spanish and Dutch; spelled
      // in the spelling alphabet with dashes; spaced out letter by letter; sent in labelled parts or in chat messages
      // after "in two parts"; a site's basic auth as a pair; Indonesian's "sekarang".
      secret`11:30 greg: what's the password for the meeting room laptop?\n11:32 nina: it's ${`${fake.words(2)}, all one word, capital H, then ${fake.pin(2)} and a dollar sign`} at the end`,
      secret`the pass is ${`${fake.words(2)}, all lower, then ${fake.pin(4)}!`} — same as last time`,
      secret`Das Passwort für den Beamer-PC: ${`großes K, dann ${fake.lower(5)}, dann die Zahl ${fake.pin(2)} und ein Ausrufezeichen am Ende`}.`,
      secret`Le mot de passe du poste d'accueil est ${`« ${fake.lower(4)} » en minuscules, suivi de ${fake.pin(2)}, puis arobase, puis « ${fake.lower(3)} »`}.`,
      secret`La clave del router es: ${`${fake.words(2)}, todo junto, la G en mayúscula, y al final ${fake.pin(2)} con un guion`}.`,
      secret`Het wachtwoord van de printer: ${`${fake.lower(5)}, met een hoofdletter M, daarna ${fake.pin(2)} en een uitroepteken`}.`,
      secret`pw for the demo laptop = ${`${fake.words(2)}, no space, then ${fake.pin(2)} and a hash sign`}`,
      secret`Read it out: ${["Tango", "four", "mike", "Echo (lowercase)", "zulu", "zulu", "two", "dollar", "Kilo"].join(" - ")}. That's the BIOS password.`,
      secret`p a s s w o r d  f o r  t h e  s w i t c h :  ${`${fake.token(5)}-${fake.token(4)}`.split("").join(" ")}  (spaced out on purpose)`,
      secret`Password was sent in two messages:\n  first half:  ${`${fake.token(6)}#`}\n  second half: ${`${fake.token(6)}!`}\nConcatenate them.`,
      secret`api key is too long for one sms:\npart 1 → ${`${fake.hex(10)}af`}\npart 2 → ${`e${fake.hex(11)}`}`,
      secret`Das Passwort kommt in zwei Teilen:\nerste Hälfte: ${`${fake.token(5)}_`}\nzweite Hälfte: ${`${fake.token(5)}%`}`,
      secret`パスワードは2回に分けて送ります\n前半: ${`${fake.token(6)}_`}\n後半: ${`${fake.token(6)}#`}\nつなげて使ってください。`,
      secret`[16:20] Dana: sending the root pw in two parts\n[16:20] Dana: ${`${fake.token(5)}#`}\n[16:21] Dana: and then: ${`${fake.token(6)}!`}`,
      secret`Jira bot basic auth jira-bot:${fake.made()} — move to vault`,
      secret`Staging basic auth (the whole site): staging / ${fake.made()}`,
      secret`- Basic認証: stg / ${fake.made()}`,
      secret`password server staging sekarang ${fake.made()}, user deploy`,
      // Revision 25: a key named in any language, words between the name and the value; Pix's client secret by its
      // prefix; WordPress's application passwords.
      secret`카카오페이 어드민 키 이거 쓰세요 ${fake.hex(32)}`,
      secret`secretKey MoMo production nè ${fake.token(32)}`,
      secret`clé API Odoo (utilisateur admin) : ${fake.hex(40)}`,
      secret`lexoffice API für das Rechnungs-Skript: ${fake.token(41)}`,
      secret`a számlázz.hu agent kulcs: ${fake.token(41)}`,
      secret`API token pro napojení na sklad je ${`${fake.hex(12)}-${fake.hex(24)}`}`,
      secret`مفتاح الخدمة الجديد ${fake.token(32)}`,
      secret`Pix Client_Secret_${fake.hex(40)}`,
      secret`WordPress application password: ${[1, 2, 3, 4, 5, 6].map(() => fake.token(4)).join(" ")}`,
      secret`mot de passe d'application : ${[1, 2, 3, 4, 5, 6].map(() => fake.token(4)).join(" ")}`,
      secret`app password for the blog ${[1, 2, 3, 4, 5, 6].map(() => fake.token(4)).join(" ")}`,
      // Revision 26: a token's or a key's label in Arabic, Hebrew, Hindi, Thai, Romanian.
      secret`رمز الخدمة: ${fake.token(28)}`,
      secret`אסימון: ${fake.token(30)}`,
      secret`टोकन: ${fake.token(26)}`,
      secret`โทเค็น: ${fake.token(32)}`,
      secret`cheie API: ${fake.token(24)}`,
      // Revision 27: a key named by a compound (Finnish's "testiavain"), Hindi's "secret".
      secret`Mollie testiavain: ${fake.token(30)}`,
      secret`Stripe सीक्रेट ${fake.token(24)}`,
    ],
    kept: [
      // Revision 25: a commit and a request's id after a key's name and words.
      `token refresh fixed in commit ${fake.hex(40)}`,
      `API docs: see request ${fake.uuid()}`,
      "the application password screen lists abcd efgh for each app",
      // Revision 15: a password's name and "now" with no value, a quoted name and no value.
      "Kata sandi admin sekarang disimpan di Vault.",
      'Passordet til brukeren "ops-lesing" er endret, spør i kanalen.',
      // Revision 14: a field's name in typographic quotes, the spelling alphabet with no password, a recipe alone.
      "Das Feld „Passwort“ ist ein Pflichtfeld und das Feld „Benutzername“ auch.",
      "The password policy bans spelling alphabet words such as alfa bravo charlie delta echo.",
      "Cleared to land, November one two three alfa bravo charlie delta.",
      "Password recipe: a word followed by a year, so something you can remember.",
      // Revision 13: VNC named beside a password that is not given, or a plain word.
      "the VNC password is stored in the vault",
      "VNC password Required on first login",
      // Parts of an Amazon Resource Name, a GPG key's fingerprint: identifiers a line may call a key.
      `KMS key: arn:aws:kms:eu-central-1:${fake.pin(12)}:key/${fake.uuid()}`,
      `El fingerprint de la clave GPG de releases: ${Array.from({ length: 10 }, () => fake.hex(4).toUpperCase())
        .join(" ")
        .replace(/ (?=\S+ \S+ \S+ \S+ \S+$)/, "  ")}`,
      "the password is stored in 1Password under 'staging db'",
      "Password must be at least {min} characters",
      "the token expires after 24 hours",
      "the password is still in the vault, also v2 of the policy applies",
      "Log in met wachtwoord en tweestapsverificatie.",
      // Revision 12: a key that names a thing is its id; Adyen's client key is made for the browser.
      `Figma file key: ${fake.token(22)}`,
      `- S3 object key: ${fake.token(24)}`,
      `clientKey: live_${fake.upper(32)}`,
      "We use the same value as the password reset token expiry.",
      "rotate the password every 90 days",
      "Das Kennwort wird beim ersten Login geändert.",
      "비밀번호 `password_confirmation` 필드는 폼에서 두 번 입력한다.",
      "Kennwort `{{ .Values.db.password }}` kommt aus dem Chart.",
      "the password for srv-hv03 is in the team vault",
      "root: /var/lib/app",
      "AccessKeyId：LTAI5tExampleOnlyId",
      "Key ID: 7QH2XK4M9P",
      "Primary key: order_id_2024",
      "Token fingerprint (SHA-256): 9f1e59c4ad22f20b824e30232cede0099f1e59c4ad22f20b824e30232cede009",
      "Tenant: 9702e1c5-e9bf-482f-9821-ebe198b4e5e0",
      "API client id: 8d2c1177-2fa1-49a5-8539-aa7ed3ed5866",
      "Checksum of the installer (from the vendor):\n9f1e59c4ad22f20b824e30232cede0099f1e59c4ad22f20b824e30232cede009",
      "the password for acme-data-prod-4821 is in the vault",
      "Token endpoint: https://login.example.com/oauth2/token",
      "interface ServerOptions$3 { x509IssuerOu?: string; maxPBES2Count?: number }",
      "import { UserConfig as UserConfig$1 } from 'vite'; v8@3.14.5.9; JSX$1.HTMLAttributes",
      "see `path#heading:L1-L9` and filename*=UTF-8 in the header",
      "Reset it to P@ssw0rd123! like the docs say",
      "admin:admin and root:root are the image's defaults; chown root:wheel2",
      "the password with the most uses is shown first",
      // Names in camel case, a Korean file key, a key hash: no password.
      "    readonly endOfFileToken: EndOfFile;",
      "    scanJsDocToken(): JSDocTokenKind;",
      `파일 키: ${fake.token(16)} (공유 URL 에 있는 거라 괜찮음)`,
      `Android 키 해시: ${fake.base64(27)}=`,
      // Revision 18: a version after a password's name, a word in camel case, a host with dots.
      "Das Passwort wurde geändert auf Wunsch von IT, siehe Ticket.",
      "Contraseña de Artifactory: ver el gestor de contraseñas (PasswordManager).",
      "password for python3.11 venvs: none, it uses the keyring",
      // Revision 19: a UI text about a password changed to another, a crawler's user agent after a reset.
      "按钮文字“忘记密码”改为“找回密码”",
      "We reset the user agent of the crawler; it now uses Mozilla/5.0-compatible",
      "The login page got reset to the default theme; the new one is Material-3",
      // Revision 21: password rules that read like descriptions, a call sign, parts of a document, a pair of names
      // after basic auth, a message in parts with no password.
      "The password must be at least 12 characters: one capital letter, then a digit and a symbol.",
      "what's the password policy?\nit's lowercase, then digits, 12 characters minimum",
      "Call sign: November one two three alfa bravo, then tower.",
      "API keys are explained in three chapters.\nPart 1: Overview\nPart 2: Setup\nPart 3: Rotation",
      "Basic auth: user:password, see the vault for the real one",
      "I'll send the report in two parts\n[10:01] Ana: Intro\n[10:02] Ana: user: acme-reports",
      // Revision 26: nmcli prints the network's name before its password.
      "$ nmcli dev wifi show-password\nSSID: Werkstatt-Ost-5G\nSecurity: WPA",
      "رمز الطلب: ORD-2024-88",
    ],
  };
}
