/**
 * Work that must finish before the page goes away on purpose (the "Reload" of an update):
 * the storage mirror and editors register their flushes here, so nothing typed is lost.
 */
type Flush = () => Promise<void> | void;
const flushes = new Set<Flush>();

export function onBeforeReload(flush: Flush): () => void {
  flushes.add(flush);
  return () => flushes.delete(flush);
}

export async function flushBeforeReload(): Promise<void> {
  await Promise.allSettled([...flushes].map(async (flush) => flush()));
}
