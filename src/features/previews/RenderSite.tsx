import type { SiteType, Theme } from '../../domain/schemas';
import { variantOf } from '../../sites/compose';
import { useKind } from '../../sites/useKind';
import { SiteView } from '../../sites/SiteView';
import { SiteFrame } from '../../sites/SiteFrame';
import { templateOrDefault } from '../../sites/templates';
import { GenericPreviewView } from '../../sites/preview-data/PreviewDataView';
import { PreviewDataSchema } from '../../domain/schemas';

/**
 * Renders a site through the registry; a kind whose variant is not registered (yet) falls back
 * to the plain preview-data view, so a preview page never ends up blank.
 */
export function RenderSite({ kind, variant, content, templateId, theme }: { kind: SiteType; variant: string; content: unknown; templateId?: string; theme?: Theme }) {
  const entry = useKind(kind);
  if (entry === undefined) return null; // its code is on its way
  if (variantOf(entry ?? undefined, variant)) return <SiteView kind={kind} variant={variant} content={content} templateId={templateId} theme={theme} />;
  const parsed = PreviewDataSchema.safeParse(content);
  const data = parsed.success ? parsed.data : PreviewDataSchema.parse({});
  const template = templateOrDefault(templateId);
  return (
    <SiteFrame template={template} theme={theme} label="Site preview">
      <GenericPreviewView content={data} template={template} theme={theme} />
    </SiteFrame>
  );
}
