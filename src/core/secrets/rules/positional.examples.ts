// The family of credentials passed by position: its proof (run by test/core/secret-rule-examples.test.ts).

import { type FakeValues, type RuleExamples, secret } from "./examples.js";

export function examples(fake: FakeValues): RuleExamples {
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
    ],
  };
}
