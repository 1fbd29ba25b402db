import { encodeShare, shareableContent } from '../../domain/share';
import type { SiteRecord } from '../../domain/schemas';
import { resolveSite } from '../../sites/resolve';

/** The share link of a stored site: the site itself, compressed into the fragment. */
export async function shareLinkFor(site: SiteRecord, origin = window.location.origin): Promise<string> {
  const { kind, variant, content, templateId, theme } = resolveSite(site);
  const data = await encodeShare({ k: kind, v: variant, t: templateId, th: theme, n: site.name || undefined, c: shareableContent(content) });
  return `${origin}/s#${data}`;
}

/** What a share link would carry, to see whether images still wait for upload. */
export function shareContentOf(site: SiteRecord): unknown {
  return shareableContent(resolveSite(site).content);
}
