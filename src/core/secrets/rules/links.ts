// Rule family: links whose path, fragment or query is the key (revision 27). A calendar's private feed, a file
// shared "with anyone who has the link", an automation's hook, a password-reset or invitation link, an OAuth
// redirect's token: whoever reads the link gets in, so the part that opens it is hidden and the host kept. Their
// place among the others is in ../rule-table.ts; their proof, true and false positives: ./links.examples.ts.

import { keyRole } from "../key-names.js";
import type { SecretRule } from "../kinds.js";
import { groups } from "../match-groups.js";
import { decodeURIComponentSafely } from "../value-context.js";
import { classChangeRate, isGenericSecretValue, isPlaceholder } from "../values.js";

/** Links that open what they point at: calendars, shared files, hooks, resets, tokens in a fragment. */
export function linkRules() {
  return {
    // A calendar's feed: each random segment of a URL ending in `.ics` (Google's `private-<hex>/basic.ics`,
    // Outlook's `<id>@<domain>/<key>/calendar.ics`, Nextcloud's, Proton's), or of a `webcal://` URL or iCloud's
    // published calendar, which end in the key.
    calendarFeedSegment: {
      kind: "signed-url",
      needs: [".ics"],
      pattern:
        /(?:\/|(?<![\w-])(?=private-))(?:private-)?(?<secret>[A-Za-z0-9_-]{16,300})(?=(?:@[A-Za-z0-9.-]{1,100})?(?:\/[^\s/?#"'<>]{1,200}){0,2}\/[\w-]{0,100}\.ics(?![\w-]))/dg,
      accept: (secret) => isLinkKey(secret),
    },
    calendarFeedWebcal: {
      kind: "signed-url",
      needs: ["webcal", "caldav.icloud"],
      pattern:
        /(?:\bwebcals?:\/\/[^\s/"'<>]{1,200}|\bcaldav\.icloud\.com)(?:\/[^\s/?#"'<>]{1,200}){0,5}?\/(?<secret>[A-Za-z0-9_-]{20,400})(?![A-Za-z0-9_-])/dg,
      accept: (secret) => isLinkKey(secret),
    },
    // A file or a folder shared with anyone who has the link, the key in its path or fragment: MEGA's `#<key>`,
    // Box's `/s/<key>`, OneDrive's `1drv.ms/…/s!<key>`, SharePoint's guest link, a Google Sheet published to the web
    // (`/d/e/2PACX-<key>`), Grafana's snapshot and public dashboard, and hooks whose path is the only secret (Make,
    // PagerDuty's Events API).
    sharedLinkKey: {
      kind: "signed-url",
      needs: [
        "mega.",
        "box.com",
        "1drv.ms",
        "sharepoint.com",
        "2pacx-",
        "/snapshot/",
        "public-dashboards",
        "make.com",
        "integromat",
        "pagerduty",
      ],
      pattern:
        /(?:\bmega(?:\.co)?\.nz\/(?:(?:file|folder)\/[A-Za-z0-9_-]{6,20}#|#F?![A-Za-z0-9_-]{6,20}!)|\bbox\.com\/s\/|\b1drv\.ms\/[a-z]\/s!|\.sharepoint\.com\/:[a-z]:\/[a-z]\/(?:[^\s/?#"'<>]{1,100}\/){1,4}|\/d\/e\/2PACX-|\/dashboard\/snapshot\/|\/public-dashboards\/|\bhook\.(?:[a-z]{2}\d\.)?(?:make|integromat)\.com\/|\bevents\.pagerduty\.com\/integration\/)(?<secret>[A-Za-z0-9_-]{16,200})(?![A-Za-z0-9_-])/dgi,
      // The host says the path is a key: any letters and digits, long enough, no placeholder.
      accept: (secret) =>
        secret.length >= 16 &&
        /[A-Za-z]/.test(secret) &&
        (/\d/.test(secret) || (/[a-z]/.test(secret) && /[A-Z]/.test(secret))) &&
        !isPlaceholder(secret, true) &&
        !/^[a-z]+(?:-[a-z]+)+$/.test(secret),
    },
    // A hook or a transfer whose two path segments together open it: Zapier's `hooks/catch/<account>/<hook>`,
    // WeTransfer's `downloads/<transfer>/<security hash>`.
    twoPartLinkKey: {
      kind: "webhook-url",
      needs: ["hooks.zapier", "wetransfer.com"],
      pattern:
        /(?:\bhooks\.zapier\.com\/hooks\/(?:catch|standard)\/|\bwetransfer\.com\/downloads\/)(?<secret>[A-Za-z0-9]{3,64}\/[A-Za-z0-9]{5,64})(?![A-Za-z0-9_-])/dg,
      accept: (secret) => {
        const [first = "", second = ""] = secret.split("/");
        if (/^[0-9a-f]{20,}$/.test(first) && /[a-f]/.test(first)) return true;
        return /\d/.test(second) && /[a-z]/i.test(second) && !isPlaceholder(second, true) && /\d/.test(first);
      },
    },
    // A password-reset, invitation, activation or magic-login link: the random segment after the word (Django's
    // `reset/<uid>/<token>/`, Laravel's `password/reset/<token>`, `invite/<token>`) signs the holder in.
    accountLinkToken: {
      kind: "signed-url",
      needs: [
        "reset",
        "recover",
        "invit",
        "activat",
        "verif",
        "confirm",
        "magic",
        "unlock",
        "set-password",
        "set_password",
      ],
      // In a link (a path alone holds no scheme; these words are in many a file's path).
      hint: /:\/\//,
      pattern:
        /\/(?:password[_-]?)?(?:reset|recover|invite|invitation|activate|activation|verify|verification|confirm|magic[_-]?link|magic|set[_-]password|unlock)(?:[_-][a-z]{1,20})?\/(?:[A-Za-z0-9_=-]{1,40}\/){0,2}(?<secret>[A-Za-z0-9_-]{20,200})(?![A-Za-z0-9_.-])/dgi,
      // Not a commit's SHA-1 (`…/verify-action/commit/<sha>`).
      accept: (secret) => isLinkKey(secret) && !/^[0-9a-f]{40}$/i.test(secret),
    },
    // A key in a link's query or fragment by a name the query rules do not read: Dropbox's `rlkey=`, Drive's
    // `resourcekey=`, OneDrive's `authkey=`, an OAuth redirect's `#access_token=`/`id_token=`, a CDN token's
    // `~hmac=` (Akamai's `hdnts=…~hmac=…`), a SAS's `sig=` pasted without its `?`.
    linkKeyParameter: {
      kind: "signed-url",
      needs: ["rlkey=", "resourcekey=", "authkey=", "access_token=", "id_token=", "refresh_token=", "hmac=", "sig="],
      pattern:
        /(?:[?&#~;]|(?<![\w%.~-]))(?<key>rlkey|resourcekey|authkey|access_token|id_token|refresh_token|hmac|sig)=(?<secret>[^\s&#"'<>~]{8,2048})/dgi,
      accept: (secret, match) => {
        const value = decodeURIComponentSafely(secret);
        const key = (groups(match).key ?? "").toLowerCase();
        if (isPlaceholder(value, true)) return false;
        if (key === "hmac" || key === "sig") return value.length >= 16 && isLinkKey(value.replace(/[+/=]/g, ""));
        // A share link's key by its name: whatever its letters, when long and not words alone.
        if (/key$/.test(key))
          return value.length >= 12 && /^[A-Za-z0-9_!-]+$/.test(value) && /\d/.test(value) && /[a-z]/i.test(value);
        return isGenericSecretValue(value) || isLinkKey(value);
      },
    },
    // A header given to curl or httpie by a name that holds a secret (`-H 'X-N8N-Auth: …'`, `--header "X-Api-Key: …"`).
    headerOption: {
      kind: "generic-secret",
      needs: ["-h ", "--header"],
      pattern:
        /(?<![\w-])(?:-H|--header)[ \t]+["']?(?<name>[A-Za-z][\w-]{1,63})[ \t]*:[ \t]*(?<secret>[^\s"']{8,1024})/dg,
      accept: (secret, match) => {
        const name = groups(match).name ?? "";
        if (/^(?:proxy-)?authorization$/i.test(name) || isPlaceholder(secret, true)) return false;
        // A name keyRole cannot split (`X-N8N-Auth`: `n8`, `n`) still ends in a secret's word.
        const role = keyRole(name) ?? (/-(?:auth|token|key|secret|signature)$/i.test(name) ? "token" : undefined);
        return (role === "token" || role === "key" || role === "password") && isGenericSecretValue(secret);
      },
    },
  } satisfies Record<string, SecretRule>;
}

/**
 * A link's key: twelve characters or more (dashes and underscores aside), letters and digits both, random rather
 * than words and a number (`team-holidays-2024`), no placeholder.
 */
export function isLinkKey(value: string): boolean {
  const bare = value.replace(/[-_]/g, "");
  if (bare.length < 12 || !/\d/.test(bare) || !/[A-Za-z]/.test(bare) || isPlaceholder(value, true)) return false;
  if (/^(.)\1+$/.test(bare) || /x{6,}|0{8,}/i.test(bare)) return false;
  if (/^[0-9a-f]+$/i.test(bare)) return bare.length >= 16;
  // Words and a number (`calendar2024winter`) change class once or twice; a key's letters and digits, often.
  return classChangeRate(bare) >= 0.12 && !/^[A-Za-z]+\d{1,4}$/.test(bare);
}
