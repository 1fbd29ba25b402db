import { useId } from 'react';
import { BUSINESS_MAX_PORTFOLIO, BUSINESS_MAX_SERVICES, STORE_PRODUCT_SLOTS, type Product } from '../../domain/content-schemas';
import { canAddPortfolioImage, canAddService, formatPrice, isProductShown } from '../../domain/layouts';
import type { OutboxTarget } from '../../outbox/types';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import { useTypedText } from '../../ui/typed-text';
import { ImageInput } from '../../ui/ImageInput';

/** Services of business layout 1: at most 5 (spec.md section 5), added and removed one by one. */
export function ServicesEditor({ services, onEdit }: { services: string[]; onEdit: OnEdit }) {
  const id = useId();
  const full = !canAddService(services);
  return (
    <fieldset className="fields-section layout-list">
      <legend>Services</legend>
      <p className="field-hint" id={`${id}-count`}>
        {services.length} of {BUSINESS_MAX_SERVICES} services
      </p>
      {services.length === 0 && <p className="muted">No services yet. Add what you offer, one per line.</p>}
      <ol className="layout-list-items">
        {services.map((service, index) => (
          <li key={index} className="layout-list-row">
            <ServiceInput id={`${id}-${index}`} index={index} service={service} onEdit={onEdit} />
            <button type="button" className="button button--quiet" aria-label={`Remove service ${index + 1}`} onClick={() => onEdit({ remove: 'services', at: index })}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--quiet" disabled={full} aria-describedby={`${id}-count`} onClick={() => onEdit({ add: 'services', item: '' })}>
        Add service
      </button>
      {full && <p className="field-hint">That's the most a business page shows ({BUSINESS_MAX_SERVICES}).</p>}
    </fieldset>
  );
}

function ServiceInput({ id, index, service, onEdit }: { id: string; index: number; service: string; onEdit: OnEdit }) {
  const text = useTypedText(service, (next, before) => onEdit({ set: `services.${index}`, value: next }, before));
  return (
    <div className="field">
      <label htmlFor={id}>Service {index + 1}</label>
      <input id={id} value={text.value} onChange={(e) => text.onType(e.target.value)} onBlur={text.onBlur} />
    </div>
  );
}

/** Portfolio images of business layout 1: at most 6 (spec.md section 5). */
export function PortfolioEditor({ images, onEdit, target }: { images: string[]; onEdit: OnEdit; target?: OutboxTarget }) {
  return (
    <fieldset className="fields-section layout-list">
      <legend>Portfolio</legend>
      <p className="field-hint">
        {images.length} of {BUSINESS_MAX_PORTFOLIO} images
      </p>
      <div className="layout-portfolio">
        {images.map((image, index) => (
          <ImageInput
            key={`image-${index}`}
            label={`Portfolio image ${index + 1}`}
            value={image}
            target={target}
            onChange={(next) => onEdit(next ? { set: `portfolio.${index}`, value: next } : { remove: 'portfolio', at: index })}
          />
        ))}
        {canAddPortfolioImage(images) ? (
          <ImageInput key={`add-${images.length}`} label="Add portfolio image" addsEachPick value={null} target={target} onChange={(next) => { if (next) onEdit({ add: 'portfolio', item: next }); }} />
        ) : (
          <p className="field-hint">That's the most a business page shows ({BUSINESS_MAX_PORTFOLIO}).</p>
        )}
      </div>
    </fieldset>
  );
}

/** The store's exactly 10 product slots: title, price, image and buy link each. */
export function ProductsEditor<C extends { products: Product[] }>({ value, onEdit, target }: { value: C; onEdit: OnEdit; target?: OutboxTarget }) {
  return (
    <section className="layout-products" aria-labelledby="products-heading">
      <h2 id="products-heading">Products</h2>
      <p className="muted">
        {STORE_PRODUCT_SLOTS} slots. A product shows in your store once it has a title and a price.
      </p>
      {value.products.map((product, index) => {
        const n = index + 1;
        const shown = isProductShown(product);
        return (
          <details key={index} className="layout-product" open={index === 0}>
            <summary>
              <span className="layout-product-name">
                Product {n}
                {product.title.trim() ? `: ${product.title}` : ''}
                {shown ? ` · ${formatPrice(product.price)}` : ''}
              </span>
              <span className={`layout-product-state${shown ? ' is-shown' : ''}`}>{shown ? 'Shown' : 'Hidden'}</span>
            </summary>
            <FieldsEditor
              sections={[
                {
                  title: `Product ${n}`,
                  fields: [
                    { path: `products.${index}.title`, label: `Title (product ${n})`, kind: 'text' },
                    { path: `products.${index}.price`, label: `Price (product ${n})`, kind: 'text', hint: 'e.g. 12 or 12.50' },
                    { path: `products.${index}.image`, label: `Image (product ${n})`, kind: 'image' },
                    { path: `products.${index}.buyLink`, label: `Buy link (product ${n})`, kind: 'url', hint: 'Where people pay, e.g. your checkout page' },
                  ],
                },
              ]}
              value={value}
              onEdit={onEdit}
              imageTarget={target}
            />
          </details>
        );
      })}
    </section>
  );
}
