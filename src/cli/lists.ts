/** Splits a comma list, keeping commas inside `{…}` (globs such as `src/{a,b}/**`). */
export function splitList(values: string | string[] | boolean | undefined): string[] | undefined {
  if (values === undefined || typeof values === "boolean") return undefined;
  const items: string[] = [];
  for (const value of Array.isArray(values) ? values : [values]) {
    let depth = 0;
    let current = "";
    for (const char of value) {
      if (char === "{") depth++;
      if (char === "}") depth = Math.max(0, depth - 1);
      if (char === "," && depth === 0) {
        items.push(current);
        current = "";
      } else {
        current += char;
      }
    }
    items.push(current);
  }
  return items.map((item) => item.trim()).filter(Boolean);
}
