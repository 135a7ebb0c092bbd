// The links family's proof (run by test/core/secret-rule-examples.test.ts): revision 27.

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  return {
    redacted: [
      // A calendar's private feed: Google's, Outlook's (both segments), iCloud's published one, a bare title.
      secret`Bereitschaftskalender abonnieren: https://calendar.google.com/calendar/ical/bereitschaft%40firma.example/private-${fake.hex(32)}/basic.ics`,
      secret`ICS: https://outlook.office365.com/owa/calendar/${fake.hex(32)}@empresa.example/${fake.hex(20)}${fake.pin(6)}/calendar.ics`,
      secret`カレンダー共有: webcal://p41-caldav.icloud.com/published/2/${fake.token(60)}`,
      secret`日历私有地址 private-${fake.hex(32)}/basic.ics`,
      // Files shared with anyone who has the link: the key in the fragment, the path or the query.
      secret`backup en MEGA: https://mega.nz/folder/Ab3dEf6H#${fake.token(22)}`,
      secret`https://www.dropbox.com/scl/fi/q7rk2mz9tw4xb1/notes.pdf?rlkey=${fake.lower(14)}${fake.pin(4)}${fake.lower(6)}&dl=0`,
      secret`https://drive.google.com/drive/folders/1Xb7Qz2Lm9Kd4Rv8Tn3Wp6Yc0Hs5Jf1Ag?resourcekey=0-${fake.token(22)}&usp=sharing`,
      secret`rapport: https://firma.app.box.com/s/${fake.lower(12)}${fake.pin(4)}${fake.lower(12)}${fake.pin(4)}`,
      secret`OneDrive: https://1drv.ms/u/s!${fake.token(26)}?e=Tz4kQ1`,
      secret`https://contoso.sharepoint.com/:w:/g/Juridico/${fake.token(46)}?e=Tz4kQ1`,
      secret`via WeTransfer: https://wetransfer.com/downloads/${`${fake.hex(46)}/${fake.hex(6)}`}`,
      secret`CSV: https://docs.google.com/spreadsheets/d/e/2PACX-${fake.token(86)}/pub?output=csv`,
      secret`snapshot for the vendor: https://grafana.example.net/dashboard/snapshot/${fake.token(32)}`,
      // Hooks whose path is the secret: Zapier's two segments, Make's, PagerDuty's integration key.
      secret`form → https://hooks.zapier.com/hooks/catch/${`${fake.pin(7)}/${fake.lower(3)}${fake.pin(2)}${fake.lower(2)}`}/`,
      secret`Szenario: https://hook.eu2.make.com/${fake.lower(16)}${fake.pin(4)}${fake.lower(12)}`,
      secret`      - url: https://events.pagerduty.com/integration/${fake.hex(32)}/enqueue`,
      // Reset and invitation links, an OAuth redirect's fragment, a CDN token's HMAC, a SAS's signature alone.
      secret`enlace de restablecer: https://tienda.example.es/reset/MTI/${`${fake.lower(6)}-${fake.hex(32)}`}/`,
      secret`https://app.example.it/password/reset/${fake.hex(64)}?email=amministrazione%40example.it`,
      secret`redirect: https://dev.example.kr/auth/callback#access_token=${fake.token(40)}&token_type=bearer&expires_in=21599`,
      secret`https://media.example-cdn.com/v/index.m3u8?hdnts=st=1740000000~exp=1740086400~acl=/v/*~hmac=${fake.hex(64)}`,
      secret`auditor SAS sig=${`${fake.token(20)}%2B${fake.token(14)}%3D`}`,
      // A header given to curl by a name that holds a secret.
      secret`curl -H 'X-Flow-Auth: ${fake.token(32)}' https://flows.example.io/webhook/c1d2e3f4-aaaa-4bbb-8ccc-0123456789ab`,
    ],
    kept: [
      // A public holiday feed, a calendar's page, a share service's help page.
      "https://calendar.google.com/calendar/ical/en.german%23holiday%40group.v.calendar.google.com/public/basic.ics",
      "Import the team calendar from https://calendar.example.com/export/team-holidays-2025.ics",
      "How to share a MEGA folder: https://help.mega.io/files-folders/sharing and https://mega.nz/",
      // Zapier's documented placeholder, a commit after a word of the list, tracking and cache-busting queries.
      "Zapier docs show https://hooks.zapier.com/hooks/catch/123456/abcdef/ as the shape",
      "https://github.com/acme/verify-action/commit/3f9a2b7c1d4e8f0a6b2c9d1e7f3a8b4c0d6e2f1a",
      "https://example.com/landing?utm_source=newsletter&utm_campaign=spring2025&v=20250101",
      // OAuth's public parameters and an error in the fragment.
      "https://login.example.com/authorize?client_id=8f3a2b1c9d&state=af0ifjsldkj&nonce=n-0S6_WzA2Mj&response_type=token",
      "https://app.example.io/callback#state=xyz123abc&error=access_denied",
      "https://app.example.io/callback#access_token=<token>&token_type=bearer",
      // Headers that name no secret; a reset page without a token.
      "curl -H 'Content-Type: application/json' -H 'X-Request-Id: 7d9f3a2b1c8e4d6f' https://api.example.io",
      "The reset page is https://app.example.io/password/reset/ and the invite page /invite/new",
      "https://grafana.example.net/dashboard/snapshots (the list of snapshots)",
    ],
  };
}
