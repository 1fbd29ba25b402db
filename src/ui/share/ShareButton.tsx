import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { LINK_COPIED, SHARE, SHARE_OFFLINE, imagesLeftOutOfLink, uploadingBeforeSharing } from '../../domain/messages';
import { localImagesIn } from '../../domain/share';
import { getSite } from '../../storage/sites';
import { useAppStatus } from '../../state/app-status';
import { useImagePicks } from '../../state/image-picks';
import { notify } from '../../state/notices';
import { imagesAwaitingUpload, shareContentOf, shareLinkFor } from './share-link';
import { QrCode } from './QrCode';
import { hasQrCode } from '../../sites/kind-names';
import './share.css';

const canUseShareSheet = () => typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches;

/**
 * "Share": on a phone the system share sheet, elsewhere the link is copied. Images still
 * waiting in the outbox are uploaded first, so the link works on every device.
 */
export function ShareButton({ siteId }: { siteId: string }) {
  const site = useLiveQuery(() => getSite(siteId), [siteId]);
  const online = useAppStatus((s) => s.online);
  // A picture being picked now (checked, resized, stored, queued) is waited for like a queued one.
  const picking = useImagePicks((s) => s.inProgress);
  const [requested, setRequested] = useState(false);
  const [link, setLink] = useState<string | null>(null);

  const localImages = site ? localImagesIn(shareContentOf(site)) : [];
  // Images whose upload is queued: the link waits for them. Any other local image is left out.
  const pending = useLiveQuery(() => imagesAwaitingUpload(localImages), [site]);
  const leftOut = pending === undefined ? 0 : localImages.length - pending;

  useEffect(() => {
    if (!requested || !site || pending === undefined || pending > 0 || picking > 0 || !online) return;
    let live = true;
    void (async () => {
      // Counted again on the site as stored now: the live count can lag a render behind a picture
      // just stored and queued (it made links without that picture); when it catches up, this runs again.
      const now = await getSite(siteId);
      if (!live || !now || (await imagesAwaitingUpload(localImagesIn(shareContentOf(now)))) > 0) return;
      const url = await shareLinkFor(now);
      if (!live) return;
      setLink(url);
      setRequested(false);
      if (canUseShareSheet()) {
        await navigator.share({ title: now.name, url }).catch(() => undefined);
      } else {
        await navigator.clipboard?.writeText(url).catch(() => undefined);
        notify(LINK_COPIED);
      }
    })();
    return () => {
      live = false;
    };
  }, [requested, site, siteId, pending, picking, online]);

  if (!site) return null;
  return (
    <div className="share">
      <button type="button" className="button" onClick={() => setRequested(true)} aria-describedby={`share-state-${siteId}`}>
        {SHARE}
      </button>
      <p id={`share-state-${siteId}`} role="status" className="share-state">
        {requested && !online
          ? SHARE_OFFLINE
          : requested && pending
            ? uploadingBeforeSharing(pending)
            : link && leftOut > 0
              ? imagesLeftOutOfLink(leftOut)
              : ''}
      </p>
      {link && (
        <div className="share-result">
          <label htmlFor={`share-link-${siteId}`}>Share link</label>
          <input id={`share-link-${siteId}`} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          {hasQrCode(site.type) && <QrCode text={link} label={`QR code of the link to ${site.name || 'this site'}`} />}
        </div>
      )}
    </div>
  );
}
