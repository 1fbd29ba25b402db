import { lazyScreen } from '../lazy-screen';
import { afterScreenPainted } from '../../state/screen-shown';

const Nothing = () => null;

/**
 * The share and download buttons, fetched once the page they sit on has painted: their code
 * reads storage, and the page paints before storage's code arrives (issue 38).
 * Until then they take no room: pages put them where their arrival moves nothing.
 */
export const ShareButtonWhenReady = lazyScreen(() => afterScreenPainted().then(() => import('./ShareButton')).then((m) => ({ default: m.ShareButton })), Nothing);
export const DownloadSiteButtonWhenReady = lazyScreen(() => afterScreenPainted().then(() => import('./DownloadSiteButton')).then((m) => ({ default: m.DownloadSiteButton })), Nothing);
