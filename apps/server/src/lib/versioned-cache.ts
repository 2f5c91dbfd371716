/**
 * Values read from the database, kept per process while the database's content version (content_version, raised
 * by triggers in the writing transaction) is the one they were read at. Callers pass the version they read in the
 * same request, before the values: a newer one empties the cache, and values read at an older one are not kept,
 * so an edit is never served stale once its version has been seen.
 */
export function versionedCache<K, V>(maxEntries: number) {
  let current = Number.NEGATIVE_INFINITY;
  const entries = new Map<K, V>();
  const observe = (version: number) => {
    if (version > current) {
      entries.clear();
      current = version;
    }
  };
  return {
    get(key: K, version: number): V | undefined {
      observe(version);
      return version === current ? entries.get(key) : undefined;
    },
    set(key: K, value: V, version: number) {
      observe(version);
      if (version === current && (entries.size < maxEntries || entries.has(key))) entries.set(key, value);
    },
  };
}
