import type { ViewProps } from '../types';
import { SiteImage, hasText } from '../parts';
import type { ManagedSite } from './schema';

/**
 * A site made on the manage page alone (spec.md section 3, "A manage-page site has ..."):
 * title, description, logo and gallery, in its template and theme.
 */
export function ManagedSiteView({ content: site }: ViewProps<ManagedSite>) {
  const heading = hasText(site.title) ? site.title : site.name || 'Untitled site';
  const gallery = site.gallery.filter(hasText);
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
