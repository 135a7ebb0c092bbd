/** Where each scope keeps its derived state (gitignored, rebuildable). */
export const INDEX_DIR = ".index";
