// `memory git-setup`: make the scopes that live in git merge well (attributes, the merge driver, `.index/` ignored).
// The work is ops/shared/git-setup.ts, which `memory sync` and repair run too; every command registers the merge
// driver where a scope's attributes name it (ops/shared/merge-driver.ts).
export { type GitSetupRequest, type GitSetupResponse, gitSetup } from "./shared/git-setup.js";
export { setUpMergeDriver } from "./shared/merge-driver.js";
