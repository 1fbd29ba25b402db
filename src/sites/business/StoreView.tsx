import { formatPrice, visibleProducts } from '../../domain/site-content';
import { NO_PURCHASE_LINK } from '../../domain/site-messages';
import type { Store } from '../../domain/content-schemas';
import { safeUrl } from '../../domain/safe-url';
import type { ViewProps } from '../types';
import { ContactList, hasContact, hasText, SiteFooter, SiteImage, SiteSection } from '../parts';
import './business.css';

/**
 * /publish/business2/{id}: the store. Products lacking a title or price are hidden; a missing
 * image shows a placeholder; a missing (or unsafe) buy link shows 'No purchase link'.
 */
export function StoreView({ content }: ViewProps<Store>) {
  const products = visibleProducts(content.products);
  const hero = safeUrl(content.heroImage, 'image');
  return (
    <article className="store">
      <header className={`store-hero${hero ? ' store-hero--image' : ''}`}>
        {hero && <img className="store-hero-image" src={hero} alt="" />}
        <div className="site-inner store-hero-text">
          <p className="store-eyebrow">Shop</p>
          {hasText(content.name) && <h1>{content.name}</h1>}
          {products.length > 0 && (
            <a className="site-button" href="#products">
              See products
            </a>
          )}
        </div>
      </header>
      <SiteSection title="About" show={hasText(content.about)}>
        <p className="store-about">{content.about}</p>
      </SiteSection>
      <SiteSection title="Products" id="products">
        {products.length === 0 ? (
          <p className="site-empty">New products are on their way.</p>
        ) : (
          <ul className="store-grid">
            {products.map((product, index) => {
              const buy = safeUrl(product.buyLink);
              return (
                <li key={index} className="store-product">
                  {safeUrl(product.image, 'image') ? (
                    <SiteImage src={product.image} alt={product.title} className="store-product-image" />
                  ) : (
                    <div className="site-placeholder store-product-image" role="img" aria-label={`No photo of ${product.title}`}>
                      <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
                        <path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 4.3-4.3a1 1 0 0 1 1.4 0L19 11.6V7H5Zm4 3.5a1.5 1.5 0 1 1 0-.01Z" />
                      </svg>
                    </div>
                  )}
                  <div className="store-product-body">
                    <h3>{product.title}</h3>
                    <p className="store-price">{formatPrice(product.price)}</p>
                    {buy ? (
                      <a className="site-button store-buy" href={buy} target="_blank" rel="noopener noreferrer">
                        Buy{' '}
                        <span className="site-visually-hidden">{product.title}</span>
                      </a>
                    ) : (
                      <p className="store-no-link">{NO_PURCHASE_LINK}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </SiteSection>
      <SiteSection title="Contact" show={hasContact(content.contact)}>
        <ContactList contact={content.contact} />
      </SiteSection>
      <SiteFooter name={content.name} />
    </article>
  );
}
