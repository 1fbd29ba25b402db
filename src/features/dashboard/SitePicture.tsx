import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import type { SiteRecord } from '../../domain/schemas';
import { findVariant } from '../../sites/registry';
import { resolveSite } from '../../sites/resolve';
import { SiteView } from '../../sites/SiteView';
import { SiteFrame } from '../../sites/SiteFrame';
import { templateOrDefault } from '../../sites/templates';
import { SiteImage, hasText } from '../../sites/parts';

/** Manage-page fields (spec.md section 3, "A manage-page site has ..."). */
type ManagedFields = Pick<SiteRecord, 'name' | 'title' | 'description' | 'logo' | 'gallery'> & { tagline?: unknown };

/**
 * A site exactly as it renders everywhere: through the registry (resolveSite + SiteView), with its
 * theme. A site the registry cannot render (an older manage-page site with only title,
 * description, logo and gallery, or a kind whose variant is not registered) is shown from its
 * manage-page fields inside the same template frame and theme.
 */
export function SitePicture({ site }: { site: SiteRecord }) {
  const resolved = resolveSite(site);
  const record = site as SiteRecord & { variant?: string; templateVariant?: string };
  const managedOnly = !site.previewData && !record.variant && !record.templateVariant && hasManagedFields(site);
  if (!managedOnly && findVariant(resolved.kind, resolved.variant)) return <SiteView {...resolved} />;
  const template = templateOrDefault(resolved.templateId);
  return (
    <SiteFrame template={template} theme={site.theme} label={`${site.name || 'Site'} preview`}>
      <ManagedSiteView site={site} />
    </SiteFrame>
  );
}

function hasManagedFields(site: SiteRecord): boolean {
  return [site.title, site.description, site.logo].some(hasText) || (site.gallery?.length ?? 0) > 0;
}

function ManagedSiteView({ site }: { site: ManagedFields }) {
  const heading = hasText(site.title) ? site.title : site.name || 'Untitled site';
  const gallery = (site.gallery ?? []).filter(hasText);
  return (
    <article className="managed-site">
      <header className="site-header">
        <div className="site-inner">
          <SiteImage src={site.logo} alt={`${heading} logo`} className="site-logo" />
          <h1>{heading}</h1>
        </div>
      </header>
      {hasText(site.description) && (
        <section className="site-section" aria-label="About">
          <div className="site-inner">
            <p>{site.description}</p>
          </div>
        </section>
      )}
      {gallery.length > 0 && (
        <section className="site-section" aria-label="Gallery">
          <div className="site-inner">
            <ul className="site-gallery">
              {gallery.map((src, index) => (
                <li key={index}>
                  <SiteImage src={src} alt={`${heading} image ${index + 1}`} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <footer className="site-footer">
        <div className="site-inner">
          <p>
            © {new Date().getFullYear()} {heading}
          </p>
        </div>
      </footer>
    </article>
  );
}

/** Width at which a site is laid out before being scaled down into a thumbnail. */
export const THUMBNAIL_LAYOUT_WIDTH = 1100;

/**
 * A scaled-down, non-interactive rendering: laid out at desktop width and shrunk with a CSS
 * transform to the frame's width. Hidden from assistive technology and inert (no focus, no
 * clicks), since the card around it names the site and offers the real actions.
 */
export const SiteThumbnail = memo(function SiteThumbnail({
  children,
  height,
  layoutWidth = THUMBNAIL_LAYOUT_WIDTH,
  layoutHeight = 700,
  className = '',
}: {
  children: ReactNode;
  /** A fixed frame height in px; without it the frame keeps the layout's proportions. */
  height?: number;
  layoutWidth?: number;
  layoutHeight?: number;
  className?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      if (width > 0) setScale(width / layoutWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layoutWidth]);
  const frameHeight = height ?? Math.round(layoutHeight * scale);
  return (
    <div ref={frame} className={`site-thumbnail ${className}`} style={{ height: frameHeight }} aria-hidden="true" inert>
      <div
        className="site-thumbnail-inner"
        style={{ width: layoutWidth, minHeight: Math.ceil(frameHeight / scale), transform: `scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
});
