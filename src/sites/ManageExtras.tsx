import { createContext, useContext } from 'react';
import { safeUrl } from '../domain/safe-url';

/** What the manage page holds that a variant's template has no place for (issue 35). */
export interface ManageExtras {
  /** The logo, for a variant whose content has none. */
  logo?: string;
  /** The gallery's pictures beyond the content's room (a wizard site's one picture, an artist's four slots). */
  pictures: string[];
}

/** The logo above the site, in the template's own logo style. */
export function ExtraLogo({ extras, name }: { extras?: ManageExtras; name: string }) {
  if (!extras?.logo) return null;
  return (
    <div className="site-inner site-extra-logo">
      <Picture src={extras.logo} alt={`${name} logo`} className="site-logo" />
    </div>
  );
}

/**
 * The pictures to show, for the site's footer (SiteFooter renders them just before itself) or,
 * for a View without that footer, for VariantView after the View. `placed` is set while the
 * footer renders, which React does before the View's next sibling, so they show once.
 */
export const MorePicturesContext = createContext<{ extras?: ManageExtras; name: string; placed: { current: boolean } } | null>(null);

/** In the site's footer: the pictures, once. */
export function MorePicturesBeforeFooter() {
  const shared = useContext(MorePicturesContext);
  if (!shared) return null;
  shared.placed.current = true;
  return <MorePictures extras={shared.extras} name={shared.name} />;
}

/** After a View that has no site footer. */
export function MorePicturesIfNotPlaced() {
  const shared = useContext(MorePicturesContext);
  if (!shared || shared.placed.current) return null;
  return <MorePictures extras={shared.extras} name={shared.name} />;
}

/** Every other picture of the gallery, in the template's gallery grid. */
function MorePictures({ extras, name }: { extras?: ManageExtras; name: string }) {
  const pictures = extras?.pictures ?? [];
  return (
    pictures.length > 0 && (
      <section className="site-section" aria-label="More pictures">
        <div className="site-inner">
          <h2>More pictures</h2>
          <ul className="site-gallery">
            {pictures.map((src, index) => (
              <li key={`${index}-${src.slice(-24)}`}>
                <Picture src={src} alt={`${name} picture ${index + 1}`} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    )
  );
}

/** A picture through the one safeUrl, as SiteImage in parts.tsx (which imports this module) shows one. */
function Picture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const safe = safeUrl(src, 'image');
  return safe ? <img src={safe} alt={alt} className={className} loading="lazy" decoding="async" /> : null;
}
