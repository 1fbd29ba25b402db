import { TEMPLATES, templateOrDefault } from '../../sites/templates';
import { visualTemplateFor } from '../../domain/wizard';
import { wizardKindFor } from '../../sites/wizard-kinds';

const VISUAL_IDS = TEMPLATES.map((t) => t.id);

/** The visual template a wizard's chosen template id is themed with. */
export const wizardTemplate = (templateId: unknown) =>
  templateOrDefault(visualTemplateFor(typeof templateId === 'string' ? templateId : null, VISUAL_IDS, wizardKindFor(templateId)));
