// sessionStorage as the stats code uses it: missing (server, blocked cookies), full or throwing
// storage is skipped silently, and what is read back is parsed JSON or nothing.

/** Where entries survive a reload; null when there is none. Called lazily: access may throw. */
export type StorageSource = () => Storage | null;

export function browserSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/** Runs `action` on the storage; a missing, blocked or full storage gives undefined. */
export function withStorage<R>(source: StorageSource, action: (storage: Storage) => R): R | undefined {
  try {
    const storage = source();
    return storage ? action(storage) : undefined;
  } catch {
    return undefined;
  }
}

/** Parsed JSON, or undefined when the text is not JSON. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON stored under `key`, or undefined when there is none or it is unreadable. */
export function readJson(source: StorageSource, key: string): unknown {
  const raw = withStorage(source, (storage) => storage.getItem(key));
  return raw ? parseJson(raw) : undefined;
}
