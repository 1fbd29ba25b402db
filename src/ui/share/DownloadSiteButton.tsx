import { useLiveQuery } from 'dexie-react-hooks';
import { DOWNLOAD_SITE } from '../../domain/messages';
import { getSite } from '../../storage/sites';

const fileNameFor = (name: string) => `${(name || 'my-site').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'my-site'}.html`;

/** "Download site": one HTML file that can go on any static host. */
export function DownloadSiteButton({ siteId }: { siteId: string }) {
  const site = useLiveQuery(() => getSite(siteId), [siteId]);
  if (!site) return null;
  async function download() {
    if (!site) return;
    // The export code (and the CSS inlining) is only needed here, so it loads on click.
    const { exportSiteHtml } = await import('../../sites/export/export-site');
    const url = URL.createObjectURL(new Blob([await exportSiteHtml(site)], { type: 'text/html' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFor(site.name);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <button type="button" className="button button--quiet" onClick={() => void download()}>
      {DOWNLOAD_SITE}
    </button>
  );
}
