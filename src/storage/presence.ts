/**
 * Whether this browser holds anything of Brick's, answered without loading Dexie: main.tsx asks
 * on the pages that show no data (landing, help, log-in, sign-up), so a first visit does not
 * create the database (and pay for Dexie and the schemas) before it goes where data is needed.
 * Every doubt answers yes: storage then starts as on any other page.
 */
export const DATABASE_NAME = 'brick';

export async function somethingStored(): Promise<boolean> {
  try {
    if (somethingStoredNow()) return true;
    if (typeof indexedDB?.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}

/** The part of the answer that needs no waiting: true when localStorage holds anything (or cannot be read), else unknown. */
export function somethingStoredNow(): true | undefined {
  try {
    return localStorage.length > 0 ? true : undefined;
  } catch {
    return true;
  }
}
