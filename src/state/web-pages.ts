import { create } from 'zustand';

/**
 * What the last try to put a site's page on the Brick server said (issue 37), for /manage's "Web
 * address". Whether the page is up is on the site record (storage/web-address.ts); this holds
 * only the refusal a person should read, by site id. Pushed in by the sync client.
 */
export const useWebPageRefusals = create<Record<string, string>>(() => ({}));

export function setWebPageRefusal(siteId: string, message: string | null): void {
  useWebPageRefusals.setState((refusals) => {
    if ((refusals[siteId] ?? null) === message) return refusals;
    const next = { ...refusals };
    if (message === null) delete next[siteId];
    else next[siteId] = message;
    return next;
  }, true);
}
