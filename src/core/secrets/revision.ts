// The revision of the secret rules (the files of core/secrets/ and what they call). A
// manifest records the revision its files were scanned with, and one made by
// other rules is rebuilt: a secret typed into a file by hand is then hidden
// from every index and every read as soon as the rules learn its shape.
// test/core/secret-rules-revision.test.ts fails when those files change and
// this number does not.

export const SECRET_RULES_REVISION = 28;
