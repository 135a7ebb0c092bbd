// The family of credentials passed by position: its proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
  // Revision 25: a password as a person makes one (`Word!Word-1234`), and a long one.
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const made = () => `${capital(fake.lower(6))}!${capital(fake.lower(5))}-${fake.pin(4)}`;
  return {
    redacted: [
      secret`requests.get(url, auth=("deploy", "${fake.made()}"))`,
      secret`conn = DriverManager.getConnection(url, "report", "${fake.made()}");`,
      secret`$pdo = new PDO($dsn, 'app', '${fake.made()}');`,
      secret`co = cohere.Client("${fake.token(40)}")`,
      secret`$pw = ConvertTo-SecureString "${fake.made()}" -AsPlainText -Force`,
      // Revision 19: a key passed to a client under a sentence that names it.
      secret`The frontend bundle shipped the admin key by mistake. From main.js:\n\nalgoliasearch("Q7W2ZX9PLM", "${fake.hex(32)}")`,
      // Revision 20: Postmark's server token, a UUID, given to its client.
      secret`const client = new postmark.ServerClient("${fake.uuid()}");`,
      // Revision 25: a made password wrapped in Markdown, another language's quotes or script, or before a full stop.
      secret`Router: **${made()}**`,
      secret`Wi-Fi «${made()}» im Büro, Gäste „${made()}“`,
      secret`登录密码「${made()}」，用${made()}登录也行`,
      secret`ok so it is ${made()}. Try it.`,
      secret`كلمة السر:${made()}`,
      secret`Ο κωδικός είναι ${made()}; ${`${capital(fake.lower(9))}#${fake.token(40)}`}`,
    ],
    kept: [
      "requests.get(url, auth=(user, password))",
      "conn = DriverManager.getConnection(url, user, password);",
      "co = cohere.Client(os.environ['CO_API_KEY'])",
      'logger.info("user %s logged in", name)',
      // Revision 19: the same under a sentence that calls it search-only.
      `The search-only key, as the frontend has it:\n\nalgoliasearch("Q7W2ZX9PLM", "${fake.hex(32)}")`,
      // Revision 20: Postmark's client reading its token from the environment; a message's UUID in another call.
      "const client = new postmark.ServerClient(process.env.POSTMARK_SERVER_TOKEN);",
      `await client.getOutboundMessageDetails("${fake.uuid()}");`,
      // Revision 25: words of code and markup beside the wrapped password's shape.
      "Reset it to P@ssw0rd123! like the docs say (the image's default)",
      "see Foo!Bar12.txt and **Step1**, then npm i @Scope1/pkg@1.2.3",
      "C#Sharp10 and F#Script2 are both fine; #Hashtag!Ab12; if (a!=b1Ab) return",
      "masked in the log: Ab1*****9z, and ^[A-Z]+!\\d{8}$ as the rule",
      "~/Ab1!cdef/x and https://x.example/Ab1!cdefg and `a.Ab1!cd.Ef2`",
    ],
  };
}
