import type { SiteType, Theme } from '../domain/schemas';
import { findVariant } from './registry';
import { SiteFrame } from './SiteFrame';
import { templateOrDefault } from './templates';

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
 */
export function SiteView({ kind, variant, content, templateId, theme }: SiteViewProps) {
  const entry = findVariant(kind, variant);
  if (!entry) return null;
  const parsed = entry.schema.safeParse(content);
  const data = parsed.success ? parsed.data : entry.defaults();
  const template = templateOrDefault(templateId ?? entry.defaultTemplateId);
  const { View } = entry;
  return (
    <SiteFrame template={template} theme={theme} label={`${entry.label} preview`}>
      <View content={data} template={template} theme={theme} />
    </SiteFrame>
  );
}
