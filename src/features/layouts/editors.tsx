import type { ReactNode } from 'react';
import type { Product } from '../../domain/content-schemas';
import { BUSINESS_CONTACT_SECTION } from '../../sites/business';
import type { EditorSection } from '../../sites/types';
import type { ExtraEditorProps } from './LayoutEditor';
import { PortfolioEditor, ProductsEditor, ServicesEditor } from './ListEditors';

const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : '')) : []);

interface BusinessExtras {
  extra: (props: ExtraEditorProps) => ReactNode;
  afterSections: EditorSection[];
}

/**
 * The business editors' lists (services, portfolio, products) that the field system does not cover
 * yet (issue 24 part 2 moves them into the variants' fields); a kind's own `Editor` needs no line here.
 */
export const BUSINESS_EXTRAS: Record<string, BusinessExtras> = {
  business1: {
    extra: ({ value, onEdit, target }) => (
      <>
        <ServicesEditor services={asStrings(value.services)} onEdit={onEdit} />
        <PortfolioEditor images={asStrings(value.portfolio)} onEdit={onEdit} target={target} />
      </>
    ),
    afterSections: [BUSINESS_CONTACT_SECTION],
  },
  business2: {
    extra: ({ value, onEdit, target }) => <ProductsEditor value={value as { products: Product[] }} onEdit={onEdit} target={target} />,
    afterSections: [BUSINESS_CONTACT_SECTION],
  },
};
