import type { Product } from '../../domain/content-schemas';
import { BUSINESS_CONTACT_SECTION } from '../../sites/business';
import { LayoutEditor } from './LayoutEditor';
import { PortfolioEditor, ProductsEditor, ServicesEditor } from './ListEditors';

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : []);

export function BusinessLayout1Editor() {
  return (
    <LayoutEditor
      variant="business1"
      extra={({ value, onChange, target }) => (
        <>
          <ServicesEditor services={asStrings(value.services)} onChange={(services) => onChange({ ...value, services })} />
          <PortfolioEditor images={asStrings(value.portfolio)} onChange={(portfolio) => onChange({ ...value, portfolio })} target={target} />
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
      extra={({ value, onChange, target }) => (
        <ProductsEditor value={value as { products: Product[] }} onChange={(next) => onChange(next as Record<string, unknown>)} target={target} />
      )}
    />
  );
}
