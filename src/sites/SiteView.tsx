import type { SiteType, Theme } from '../domain/schemas';
import { variantOf } from './compose';
import { useKind } from './useKind';
import { SiteFrame } from './SiteFrame';
import { templateOrDefault } from './templates';
import { useStaticRender } from './static-render';

export interface SiteViewProps {
  kind: SiteType;
  variant: string;
  content: unknown;
  templateId?: string | null;
  theme?: Theme;
}

/**
 * Renders any site through the registry: validates the content with the variant's schema
 * (so defaults apply and nothing malformed reaches a View) and frames it in its template.
 * Nothing shows while the kind's code is still on its way (routes that know their kind fetch it
 * with their screen: kind-loaders.ts, withKind).
 */
export function SiteView({ kind, variant, content, templateId, theme }: SiteViewProps) {
  const entry = variantOf(useKind(kind) ?? undefined, variant);
  // In a downloaded file the site is the page itself, not a preview inside Brick.
  const standalone = useStaticRender();
  if (!entry) return null;
  const parsed = entry.schema.safeParse(content);
  const data: unknown = parsed.success ? parsed.data : entry.defaults();
  const template = templateOrDefault(templateId ?? entry.defaultTemplateId);
  const { View } = entry;
  return (
    <SiteFrame template={template} theme={theme} label={standalone ? undefined : `${entry.label} preview`}>
      <View content={data} template={template} theme={theme} />
    </SiteFrame>
  );
}
