// Lists kept by key: appending in place (spreading the list into a new one at
// each append copies it every time, quadratic in a long list's length).

/** Appends `value` to the list `map` keeps under `key`, making the list on first use. */
export function appendTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
