import type { WizardKind } from '../domain/wizard';
import { ALL_VARIANTS } from './kind-names';

/**
 * What the wizards make, as the manifest says (spec.md section 4), for the wizard's screens, its
 * publish and the drafts list. Kept apart from kind-names.ts, which a share link's first chunk
 * carries: a visitor needs none of this.
 */
/** What each wizard template makes (spec.md section 4), from the variants the wizard makes. */
export const WIZARD_KINDS: readonly WizardKind[] = ALL_VARIANTS.flatMap(({ kind, variant, facts }) =>
  facts.wizard ? [{ ...facts.wizard, type: kind, variant }] : [],
);

/** Step 1's template when none is stored yet: the wizard starts as an artist site (spec.md section 4). */
export const DEFAULT_WIZARD_TEMPLATE = 'artist';

/**
 * The kind a wizard template makes. A draft without a template is the default's; a template no
 * variant names (a visual template id, or an older version's) also themes an artist site.
 */
export function wizardKindFor(templateId: unknown): WizardKind {
  const template = typeof templateId === 'string' && templateId.trim() ? templateId.trim() : DEFAULT_WIZARD_TEMPLATE;
  return WIZARD_KINDS.find((kind) => kind.template === template) ?? WIZARD_KINDS.find((kind) => kind.template === DEFAULT_WIZARD_TEMPLATE)!;
}

