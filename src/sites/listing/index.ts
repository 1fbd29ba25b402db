import type { SiteVariant } from '../types';
import { previewDataVariant } from '../preview-data/variant';
import { ListingView } from './ListingView';

/**
 * The listing preview (site_previews by id): wizard data of any kind, shown plainly. Not a site
 * kind of its own; screens use it directly (kind is nominal: the data may be of any kind).
 */
export const listingVariant: SiteVariant = {
  ...previewDataVariant('artist', { variant: 'listing', label: 'Listing', View: ListingView, defaultTemplateId: 'agency-flex' }),
  kind: 'artist',
  variant: 'listing',
};
