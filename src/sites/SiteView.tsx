import type { SiteType, Theme } from '../domain/schemas';
import { variantOf } from './compose';
import { useKind } from './useKind';
import { SiteFrame } from './SiteFrame';
import { templateOrDefault } from './templates';
import { useStaticRender } from './static-render';
import type { SiteVariant } from './types';
import { ExtraLogo, MorePicturesContext, MorePicturesIfNotPlaced, type ManageExtras } from './ManageExtras';

export interface SiteViewProps {
  kind: SiteType;
  variant: string;
  content: unknown;
  templateId?: string | null;
  theme?: Theme;
  /** The frame's accessible name; by default the variant's label ("… preview"). */
  label?: string;
  /** The manage page's logo and pictures the variant's template has no place for (resolveSite). */
  extras?: ManageExtras;
  /** The site's name, for the extras' alternative texts. */
  name?: string;
}

/**
 * THE way to render a site (previews, publish and show pages, dashboard thumbnails, the share
 * viewer, the listing page and the download): validates the content with the variant's schema
 * (so defaults apply and nothing malformed reaches a View) and frames it in its template.
 * Nothing shows while the kind's code is still on its way (routes that know their kind fetch it
 * with their screen: kind-loaders.ts, withKind).
 */
export function SiteView({ kind, variant, ...rest }: SiteViewProps) {
  const entry = variantOf(useKind(kind) ?? undefined, variant);
  if (!entry) return null;
  return <VariantView entry={entry} {...rest} />;
}

/**
 * SiteView once the variant is known; used directly only for the listing (wizard data of any
 * kind, so not a registry entry of its own).
 */
export function VariantView({ entry, content, templateId, theme, label, extras, name = '' }: Omit<SiteViewProps, 'kind' | 'variant'> & { entry: SiteVariant }) {
  // In a downloaded file the site is the page itself, not a preview inside Brick.
  const standalone = useStaticRender();
  const parsed = entry.schema.safeParse(content);
  const data: unknown = parsed.success ? parsed.data : entry.defaults();
  const template = templateOrDefault(templateId ?? entry.defaultTemplateId);
  const { View } = entry;
  return (
    <SiteFrame template={template} theme={theme} label={standalone ? undefined : (label ?? `${entry.label} preview`)}>
      <ExtraLogo extras={extras} name={name} />
      <MorePicturesContext.Provider value={{ extras, name, placed: { current: false } }}>
        <View content={data} template={template} theme={theme} />
        <MorePicturesIfNotPlaced />
      </MorePicturesContext.Provider>
    </SiteFrame>
  );
}
