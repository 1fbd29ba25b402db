import type { ComponentType } from 'react';
import { PreviewDataSchema } from '../../domain/content-schemas';
import type { PreviewData, SiteType } from '../../domain/schemas';
import type { VariantDefinition, ViewProps } from '../types';
import { hasVariant, variantFacts } from '../kind-names';

/**
 * A variant whose content is the wizards' preview data (spec.md section 3, preview_{id}): every
 * kind a wizard makes has one. It has no fields of its own (its wizard or /manage edits it); a
 * kind says only its label, its View and its default look.
 */
export function previewDataVariant(
  kind: SiteType,
  { variant = 'preview', label, View, defaultTemplateId }: { variant?: string; label: string; View: ComponentType<ViewProps<PreviewData>>; defaultTemplateId?: string },
): VariantDefinition<PreviewData> {
  // A variant the wizard makes has its look in the manifest (the wizard themes new sites with it).
  const look = defaultTemplateId ?? (hasVariant(kind, variant) ? variantFacts(kind, variant).wizard?.look : undefined);
  if (!look) throw new Error(`The ${kind} ${variant} variant needs a default look`);
  return { label, schema: PreviewDataSchema, defaults: () => PreviewDataSchema.parse({}), sections: [], View, defaultTemplateId: look };
}
