// Which file contents a full rebuild already found free of secrets. A rebuild
// scans every memory it reads for secrets typed in by hand (so that no index
// copies one); the scan depends on the text and the rules alone, so a content
// hash (SHA-256, 128 bits) it found clean with these rules needs no scan the
// next time. Local derived state under .index/, like the manifest: deleting it
// only makes the next rebuild scan every file again. A file with a secret is
// never recorded, and a change of the rules (SECRET_RULES_REVISION) voids the
// record.

import { SECRET_RULES_REVISION } from "../../core/secrets/index.js";
import { writeDerivedFileSync } from "../../store/atomic-write.js";
import { readRegularText } from "../../store/regular-file.js";
import type { ScopeStore } from "../../store/scope-store.js";

const RECORD_FILE = "clean-contents.json";
/** 100,000 hashes take ~3.5 MB; a record past this size is not read. */
const MAX_RECORD_BYTES = 64 * 1024 * 1024;
const HASH = /^[0-9a-f]{32}$/;

interface CleanRecord {
  secretRules: number;
  clean: string[];
}

/** The content hashes last found clean by these rules (empty when there is no usable record). */
export function readCleanRecord(store: ScopeStore): ReadonlySet<string> {
  try {
    const read = readRegularText(store.indexPath(RECORD_FILE), { maxBytes: MAX_RECORD_BYTES });
    if (read.kind !== "read") return new Set();
    const record = JSON.parse(read.content) as Partial<CleanRecord>;
    if (record.secretRules !== SECRET_RULES_REVISION || !Array.isArray(record.clean)) return new Set();
    return new Set(record.clean.filter((hash): hash is string => typeof hash === "string" && HASH.test(hash)));
  } catch {
    return new Set();
  }
}

/** Records the content hashes a rebuild found clean (best effort: without it the next rebuild scans everything). */
export function saveCleanRecord(store: ScopeStore, hashes: Iterable<string>): void {
  try {
    const record: CleanRecord = { secretRules: SECRET_RULES_REVISION, clean: [...new Set(hashes)].sort() };
    writeDerivedFileSync(store.indexPath(RECORD_FILE), JSON.stringify(record));
  } catch {
    // a full disk or a read-only .index/: the rebuild itself reports what it could not write
  }
}
