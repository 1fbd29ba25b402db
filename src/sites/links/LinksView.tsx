import { safeUrl } from '../../domain/safe-url';
import type { ViewProps } from '../types';
import { hasText, SiteImage } from '../parts';
import { handleOf, SOCIALS, type LinksSite } from './schema';
import './links.css';

/** What a visitor can open: each link whose address passes safeUrl (any other is left out). */
export function shownLinks(content: LinksSite): { id: string; label: string; href: string }[] {
  return content.links.flatMap((link, index) => {
    const href = safeUrl(link.url);
    if (!href) return [];
    const label = hasText(link.label) ? link.label.trim() : href.replace(/^(https?:\/\/|mailto:|tel:)/, '').replace(/\/$/, '');
    return [{ id: link.id || String(index), label, href }];
  });
}

/** The social handles as profile addresses, each through safeUrl. */
export function shownSocials(content: LinksSite): { key: string; label: string; handle: string; href: string }[] {
  return SOCIALS.flatMap(({ key, label, url }) => {
    const handle = handleOf(content.socials[key]);
    const href = handle ? safeUrl(url(handle)) : undefined;
    return handle && href ? [{ key, label, handle, href }] : [];
  });
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A link-in-bio page: avatar, name, a short bio, the links stacked as big buttons, social handles. */
export function LinksView({ content }: ViewProps<LinksSite>) {
  const links = shownLinks(content);
  const socials = shownSocials(content);
  const avatar = safeUrl(content.avatar, 'image');
  return (
    <article className="links-page">
      <div className="links-column">
        <header className="links-head">
          {avatar ? (
            <SiteImage className="links-avatar" src={avatar} alt={hasText(content.name) ? content.name : ''} />
          ) : (
            <div className="links-avatar links-avatar--initials" aria-hidden="true">
              {initialsOf(content.name) || '★'}
            </div>
          )}
          <h1>{hasText(content.name) ? content.name : 'Your name'}</h1>
          {hasText(content.bio) && <p className="links-bio">{content.bio}</p>}
        </header>
        {links.length > 0 ? (
          <ul className="links-list" aria-label="Links">
            {links.map((link) => (
              <li key={link.id}>
                <a className="links-button" href={link.href} target="_blank" rel="noopener noreferrer">
                  <span>{link.label}</span>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M7 17 17 7M9 7h8v8" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="links-empty">Links will appear here.</p>
        )}
        {socials.length > 0 && (
          <ul className="links-socials" aria-label="Social">
            {socials.map((social) => (
              <li key={social.key}>
                <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${social.label}: @${social.handle}`}>
                  <span className="links-social-name">{social.label}</span>
                  <span className="links-social-handle">@{social.handle}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <footer className="links-foot">
          © {new Date().getFullYear()} {content.name}
        </footer>
      </div>
    </article>
  );
}
