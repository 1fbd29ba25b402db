import type { ReactNode } from 'react';
import { mailtoUrl, safeUrl, telUrl } from '../domain/safe-url';
import type { Contact } from '../domain/schemas';
import { MorePicturesBeforeFooter } from './ManageExtras';

/** Pieces every View is made of. Every typed URL passes safeUrl; every text renders as text. */

export function SiteImage({ src, alt, className }: { src: string | null | undefined; alt: string; className?: string }) {
  const safe = safeUrl(src, 'image');
  return safe ? <img src={safe} alt={alt} className={className} loading="lazy" decoding="async" /> : null;
}

export function SiteLink({ href, children, newTab }: { href: string | null | undefined; children: ReactNode; newTab?: boolean }) {
  const safe = safeUrl(href);
  if (!safe) return <>{children}</>;
  return newTab ? (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={safe}>{children}</a>
  );
}

/** A titled section that is left out entirely when it has nothing to show. */
export function SiteSection({ title, show = true, children, id }: { title?: string; show?: boolean; children: ReactNode; id?: string }) {
  if (!show) return null;
  return (
    <section className="site-section" aria-label={title} id={id}>
      <div className="site-inner">
        {title && <h2>{title}</h2>}
        {children}
      </div>
    </section>
  );
}

export const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function ContactList({ contact, extra }: { contact: Partial<Contact> & { address?: string | null }; extra?: ReactNode }) {
  const { email, phone, social, address } = contact;
  return (
    <ul className="site-contact">
      {hasText(email) && (
        <li>
          <span>Email</span>
          <SiteLink href={mailtoUrl(email)}>{email}</SiteLink>
        </li>
      )}
      {hasText(phone) && (
        <li>
          <span>Phone</span>
          <SiteLink href={telUrl(phone)}>{phone}</SiteLink>
        </li>
      )}
      {hasText(social) && (
        <li>
          <span>Social</span>
          <SiteLink href={social} newTab>
            {social}
          </SiteLink>
        </li>
      )}
      {hasText(address) && (
        <li>
          <span>Address</span>
          {address}
        </li>
      )}
      {extra}
    </ul>
  );
}

export const hasContact = (contact: Partial<Contact> & { address?: string | null } | undefined) =>
  !!contact && [contact.email, contact.phone, contact.social, contact.address].some(hasText);

export function SiteFooter({ name, image }: { name: string; image?: string | null }) {
  return (
    <>
    <MorePicturesBeforeFooter />
    <footer className="site-footer">
      <div className="site-inner">
        <SiteImage src={image} alt="" />
        <p>
          © {new Date().getFullYear()} {name}
        </p>
      </div>
    </footer>
    </>
  );
}
