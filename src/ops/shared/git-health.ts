// What health says about a scope kept in git: derived state that git would
// commit (and then conflict on), and a set-up that would merge memory files
// as plain text.

import { GitTimeoutError } from "../../core/errors.js";
import type { HealthIssue } from "../../core/types.js";
import type { ScopeStore } from "../../store/scope-store.js";
import { scopeGitState } from "./git-setup.js";
import { autoSetupOff } from "./merge-driver.js";

export async function gitIssues(store: ScopeStore): Promise<HealthIssue[]> {
  if (store.scope === "local" || !(await store.exists())) return [];
  let state;
  try {
    state = scopeGitState(store);
  } catch (error) {
    // No git on this machine: nothing to say about it. A git that hangs is worth saying.
    if (!(error instanceof GitTimeoutError)) return [];
    return [
      {
        severity: "warning",
        category: "index",
        kind: "git-setup",
        description: `${store.scope}: ${error.message}`,
        fixable: false,
      },
    ];
  }
  if (!state.repository) return [];
  const issues: HealthIssue[] = [];
  const setup = `Run \`memory git-setup --scope ${store.scope}\` (or \`memory repair\`)`;
  if (!state.indexIgnored) {
    issues.push({
      severity: "warning",
      category: "index",
      kind: "git-setup",
      description: `${store.scope}: .index/ (derived, rebuildable state) is not ignored by git, so it would be committed and conflict on every merge`,
      fixable: true,
      fix: setup,
    });
  }
  if (state.trackedDerived.length > 0) {
    issues.push({
      severity: "warning",
      category: "index",
      kind: "git-setup",
      description: `${store.scope}: ${state.trackedDerived.length} derived file${state.trackedDerived.length === 1 ? " is" : "s are"} committed under .index/`,
      fixable: false,
      fix: `Untrack them (the files stay): git -C ${JSON.stringify(state.repository)} rm -r -q --cached -- ${JSON.stringify(`${store.root}/.index`)} && git commit`,
    });
  }
  if (!state.attributes) {
    issues.push({
      severity: "info",
      category: "index",
      kind: "git-setup",
      description: `${store.scope}: no .gitattributes naming the memory merge driver, so git merges memory files as plain text`,
      fixable: true,
      fix: setup,
    });
  }
  if (!state.driverUsable) {
    const off = state.repository && autoSetupOff(state.repository);
    const why = state.driver
      ? `the configured merge driver runs a file that is gone (${state.driver}); until a memory command in this clone registers the current one, git merges memory files as plain text`
      : off
        ? "the memory merge driver was turned off in this clone (`memory git-setup --remove`), so git merges memory files as plain text"
        : "the memory merge driver is not set up in this clone (git takes it only from the clone's own .git/config, never from a commit); until it is, git merges memory files as plain text and concurrent edits of one memory conflict on `updated`";
    issues.push({
      severity: "info",
      category: "index",
      kind: "git-setup",
      description: `${store.scope}: ${why}`,
      fixable: true,
      fix: setup,
    });
  }
  return issues;
}
