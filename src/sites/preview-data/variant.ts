import type { ComponentType } from 'react';
import { PreviewDataSchema } from '../../domain/content-schemas';
import type { PreviewData, SiteType } from '../../domain/schemas';
import type { SiteVariant, ViewProps } from '../types';

/**
 * A variant whose content is the wizards' preview data (spec.md section 3, preview_{id}): every
 * kind a wizard makes has one. It has no fields of its own (its wizard or /manage edits it); a
 * kind says only its label, its View and its default look.
 */
export function previewDataVariant(
  kind: SiteType,
  { variant = 'preview', label, View, defaultTemplateId }: { variant?: string; label: string; View: ComponentType<ViewProps<PreviewData>>; defaultTemplateId: string },
): SiteVariant<PreviewData> {
  return { kind, variant, label, schema: PreviewDataSchema, defaults: () => PreviewDataSchema.parse({}), sections: [], View, defaultTemplateId };
}
