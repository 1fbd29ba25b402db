import type { CSSProperties, ReactNode } from 'react';
import { safeUrl } from '../../domain/safe-url';
import { hasText, SiteImage } from '../parts';
import './kinds.css';

/**
 * Pieces shared by the views of the artist, travel, blog, event-promo and listing kinds. Each
 * visual template restyles them in kinds.css (.site--{template} …), so one structure looks
 * designed in all five.
 */

export interface NavItem {
  label: string;
  href: string;
}

/** The page header: optional background image, round logo, name, tagline and section links. */
export function KindHeader({
  logo, name, tagline, background, nav, eyebrow, children,
}: {
  logo?: string | null;
  name: string;
  tagline?: string | null;
  background?: string | null;
  nav?: NavItem[];
  eyebrow?: string;
  children?: ReactNode;
}) {
  const bg = safeUrl(background, 'image');
  const style = bg ? ({ backgroundImage: `linear-gradient(rgb(0 0 0 / 35%), rgb(0 0 0 / 55%)), url("${bg}")` } as CSSProperties) : undefined;
  return (
    <header className={`kv-header${bg ? ' kv-header--image' : ''}`} style={style}>
      <div className="site-inner kv-header-inner">
        <SiteImage src={logo} alt={`${name || 'Site'} logo`} className="kv-logo" />
        <div className="kv-header-text">
          {eyebrow && <p className="kv-eyebrow">{eyebrow}</p>}
          {hasText(name) && <h1>{name}</h1>}
          {hasText(tagline) && <p className="kv-tagline">{tagline}</p>}
          {children}
        </div>
      </div>
      {nav && nav.length > 0 && (
        <nav className="kv-nav" aria-label={`${name || 'Site'} sections`}>
          <ul className="site-inner">
            {nav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** Images in a tiled grid; empty slots are left out. */
export function ImageGrid({ images, alt, className = '' }: { images: (string | null | undefined)[]; alt: (index: number) => string; className?: string }) {
  const shown = images.map((src, index) => ({ src, index })).filter((item) => safeUrl(item.src, 'image'));
  if (shown.length === 0) return null;
  return (
    <ul className={`site-gallery kv-grid ${className}`}>
      {shown.map(({ src, index }) => (
        <li key={index}>
          <SiteImage src={src} alt={alt(index)} />
        </li>
      ))}
    </ul>
  );
}

export function ServiceCards({ services }: { services: { title: string; desc?: string }[] }) {
  return (
    <ul className="site-cards kv-services">
      {services.map((service, i) => (
        <li key={i} className="site-card">
          {hasText(service.title) && <h3>{service.title}</h3>}
          {hasText(service.desc) && <p>{service.desc}</p>}
        </li>
      ))}
    </ul>
  );
}

export function QuoteList({ quotes }: { quotes: { quote: string; name?: string }[] }) {
  return (
    <ul className="site-quotes">
      {quotes.map((item, i) => (
        <li key={i}>
          <figure style={{ margin: 0 }}>
            <blockquote>“{item.quote}”</blockquote>
            {hasText(item.name) && <figcaption>— {item.name}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A wide feature image with an optional caption. */
export function FeatureImage({ src, alt, caption }: { src: string | null | undefined; alt: string; caption?: string }) {
  if (!safeUrl(src, 'image')) return null;
  return (
    <figure className="kv-feature">
      <SiteImage src={src} alt={alt} className="site-hero-image" />
      {hasText(caption) && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

export const hasImage = (src: unknown) => !!safeUrl(src, 'image');
