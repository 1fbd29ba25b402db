import type { SiteType } from '../../domain/schemas';
import type { SiteVariant } from '../types';
import { ManagedSiteView } from './ManagedSiteView';
import { ManagedSiteSchema } from './schema';

/**
 * The 'managed' variant, shared by every kind: a site that has only the manage page's fields
 * (an older version's site, or one whose editor never set a variant). resolveSite picks it.
 */
export const managedVariant = (kind: SiteType, label: string): SiteVariant => ({
  kind,
  variant: 'managed',
  label,
  schema: ManagedSiteSchema,
  defaults: () => ManagedSiteSchema.parse({}),
  defaultTemplateId: 'casual-showcase',
  View: ManagedSiteView,
  sections: [],
});
