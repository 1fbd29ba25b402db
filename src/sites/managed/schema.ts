import { z } from '../../domain/zod';
import { imageList, text } from '../../domain/schema-helpers';

/** The manage page's own fields of a site record. */
export const ManagedSiteSchema = z.looseObject({
  name: text(),
  title: text(),
  description: text(),
  logo: text(),
  gallery: imageList(),
});
export type ManagedSite = z.infer<typeof ManagedSiteSchema>;
