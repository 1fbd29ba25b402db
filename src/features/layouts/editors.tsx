import type { Product } from '../../domain/content-schemas';
import { BUSINESS_CONTACT_SECTION } from '../../sites/business';
import { LayoutEditor } from './LayoutEditor';
import { PortfolioEditor, ProductsEditor, ServicesEditor } from './ListEditors';

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : []);

export function BusinessLayout1Editor() {
  return (
    <LayoutEditor
      variant="business1"
      extra={({ value, onEdit, target }) => (
        <>
          <ServicesEditor services={asStrings(value.services)} onEdit={onEdit} />
          <PortfolioEditor images={asStrings(value.portfolio)} onEdit={onEdit} target={target} />
        </>
      )}
      afterSections={[BUSINESS_CONTACT_SECTION]}
    />
  );
}

export function StoreEditor() {
  return (
    <LayoutEditor
      variant="business2"
      afterSections={[BUSINESS_CONTACT_SECTION]}
      extra={({ value, onEdit, target }) => <ProductsEditor value={value as { products: Product[] }} onEdit={onEdit} target={target} />}
    />
  );
}
