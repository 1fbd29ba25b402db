import {
  EVENT_PROMO_SITE_PUBLISHED, LOADING_ARTIST_PREVIEW, LOADING_BLOG_PREVIEW, LOADING_BUSINESS_CARD, SITE_PUBLISHED_TO_DASHBOARD,
} from '../../domain/messages';
import { PreviewScreen } from './PreviewScreen';
import type { LoadedPreview } from './load';

/** Each preview route of spec.md section 2 is the one PreviewScreen, told where to look. */

export const PUBLISH_THIS_SITE = 'Publish This Site';
export const PUBLISH_MY_CARD = 'Publish My Card';
export const PUBLISH_EVENT_PROMO_SITE = 'Publish Event Promo Site';

const WIZARD_SOURCES = ['preview', 'site_preview'] as const;

export function ArtistPreviewPage() {
  return (
    <PreviewScreen
      kind="artist"
      variant="preview"
      sources={[...WIZARD_SOURCES]}
      loadingText={LOADING_ARTIST_PREVIEW}
      publishLabel={PUBLISH_THIS_SITE}
      publishedNotice={SITE_PUBLISHED_TO_DASHBOARD}
    />
  );
}

export function CardPreviewPage() {
  return (
    <PreviewScreen
      kind="business-card"
      variant="card"
      sources={['site_preview', 'preview', 'business_preview']}
      loadingText={LOADING_BUSINESS_CARD}
      publishLabel={PUBLISH_MY_CARD}
      publishedNotice={SITE_PUBLISHED_TO_DASHBOARD}
      afterPublish="/dashboard"
    />
  );
}

export function EventPromoPreviewPage() {
  return (
    <PreviewScreen
      kind="event-promo"
      variant="preview"
      sources={[...WIZARD_SOURCES]}
      publishLabel={PUBLISH_EVENT_PROMO_SITE}
      publishedNotice={EVENT_PROMO_SITE_PUBLISHED}
    />
  );
}

export function TravelPreviewPage() {
  return (
    <PreviewScreen
      kind="travel"
      variant="preview"
      sources={[...WIZARD_SOURCES]}
      publishLabel={PUBLISH_THIS_SITE}
      publishedNotice={SITE_PUBLISHED_TO_DASHBOARD}
    />
  );
}

export function BlogPreviewPage() {
  return (
    <PreviewScreen
      kind="blog"
      variant="preview"
      sources={[...WIZARD_SOURCES]}
      loadingText={LOADING_BLOG_PREVIEW}
      publishLabel={PUBLISH_THIS_SITE}
      publishedNotice={SITE_PUBLISHED_TO_DASHBOARD}
    />
  );
}

/** A store (it has products) renders as business2; other business data as business preview. */
function businessVariant(loaded: LoadedPreview): string {
  return Array.isArray(loaded.data.products) ? 'business2' : 'preview';
}

export function BusinessPreviewPage() {
  return (
    <PreviewScreen
      kind="business"
      variant={businessVariant}
      sources={['business_preview', ...WIZARD_SOURCES]}
      publishLabel={PUBLISH_THIS_SITE}
      publishedNotice={SITE_PUBLISHED_TO_DASHBOARD}
    />
  );
}
