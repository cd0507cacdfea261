// Reading a value out of data whose shape is not known yet (an owner's module before its schema
// check, a JSON Resume before its validation), for messages that quote what was found.

/** The value `keys` point at under `root`, or undefined where a step is missing or not an object. */
export function valueAt(root: unknown, keys: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The keys of a dotted path with indexes, "work[0].startDate" → ["work", "0", "startDate"]. */
export function pathKeys(path: string): string[] {
  return path.match(/[^.[\]]+/g) ?? [];
}
