// git's merge driver for memory files: `memory merge-file %O %A %B %L %P`.
// git hands over three temporary files (base, ours, theirs); the merged text
// goes into the second one, and the exit status says whether it merged
// cleanly (0) or left conflicts (1).

import { writeFileAtomic } from "../store/atomic-write.js";
import { mergeMemoryFile, type MemoryMergeResult } from "../core/memory/index.js";
import { gitMergeText, readOrEmpty } from "../store/git.js";

export interface MergeFileRequest {
  base: string;
  ours: string;
  theirs: string;
  markerSize?: number;
  /** The path of the file in the repository, for messages only. */
  path?: string;
}

export interface MergeFileResponse extends MemoryMergeResult {
  success: boolean;
  path?: string;
  message: string;
}

export async function mergeFile(request: MergeFileRequest): Promise<MergeFileResponse> {
  const markerSize =
    request.markerSize !== undefined && Number.isInteger(request.markerSize) && request.markerSize >= 7
      ? request.markerSize
      : 7;
  const [base, ours, theirs] = [readOrEmpty(request.base), readOrEmpty(request.ours), readOrEmpty(request.theirs)];
  const result = mergeMemoryFile(base, ours, theirs, gitMergeText, markerSize);
  if (result.text !== ours) await writeFileAtomic(request.ours, result.text);
  const name = request.path ?? request.ours;
  const slug = request.path?.endsWith(".md") ? request.path.replace(/^.*[\\/]/, "").slice(0, -3) : "<slug>";
  const message =
    result.conflicts === 0
      ? `Merged ${name} cleanly`
      : result.method === "both-added"
        ? `${name}: two different memories were added under this name; run \`memory resolve ${slug} --both\` to keep both`
        : `${name}: ${result.conflicts} conflict${result.conflicts === 1 ? "" : "s"}${result.conflictingFields.length ? ` (changed on both sides: ${result.conflictingFields.join(", ")})` : ""}; run \`memory resolve ${slug} --ours|--theirs|--both\``;
  return { success: result.conflicts === 0, ...(request.path ? { path: request.path } : {}), ...result, message };
}
