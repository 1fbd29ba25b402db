import { encodeShare, shareableContent, withoutLocalImages } from '../../domain/share';
import { outboxTable } from '../../outbox/queue';
import { IMAGE_REFERENCE_PREFIX } from '../../storage/images';
import type { SiteRecord } from '../../domain/schemas';
import { resolveSite } from '../../sites/resolve';

/** The share link of a stored site: the site itself, compressed into the fragment, hosted images only. */
export async function shareLinkFor(site: SiteRecord, origin = window.location.origin): Promise<string> {
  const { kind, variant, content, templateId, theme, extras, name } = resolveSite(site);
  const x = withoutLocalImages(extras);
  const pictures = x.pictures.filter(Boolean);
  const data = await encodeShare({
    k: kind, v: variant, t: templateId, th: theme, n: name, c: withoutLocalImages(shareableContent(content)),
    ...(pictures.length || x.logo ? { x: { ...(x.logo ? { logo: x.logo } : {}), pictures } } : {}),
  });
  return `${origin}/s#${data}`;
}

/** What a share link would carry, to see whether images still wait for upload. */
export function shareContentOf(site: SiteRecord): unknown {
  const { content, extras } = resolveSite(site);
  return { content: shareableContent(content), extras };
}

/**
 * Of the site's local images, those whose upload is queued (pending or sending): Share waits for
 * these. The others (never queued, such as images kept from an earlier version, or failed) would
 * never arrive, so the link is made without them.
 */
export async function imagesAwaitingUpload(localImages: readonly string[]): Promise<number> {
  if (localImages.length === 0) return 0;
  const wanted = new Set(localImages);
  const rows = await outboxTable()
    .filter((item) => item.kind === 'image' && (item.status === 'pending' || item.status === 'sending'))
    .toArray();
  const waiting = new Set<string>();
  for (const row of rows) {
    if (row.kind !== 'image') continue;
    for (const value of [row.payload.localUrl, `${IMAGE_REFERENCE_PREFIX}${row.payload.imageId}`]) if (wanted.has(value)) waiting.add(value);
  }
  return waiting.size;
}
