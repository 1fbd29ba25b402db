import type { ReactNode } from 'react';
import { BUSINESS_CONTACT_SECTION } from '../../sites/business';
import { BUSINESS_PORTFOLIO_SECTION, BUSINESS_SERVICES_SECTION, STORE_PRODUCTS_SECTION } from '../../sites/business/lists';
import type { EditorSection } from '../../sites/types';
import type { ExtraEditorProps } from './LayoutEditor';

interface BusinessExtras {
  extra?: (props: ExtraEditorProps) => ReactNode;
  afterSections: EditorSection[];
}

/**
 * The business editors' sections after the variant's own: their lists (services, portfolio,
 * products: list fields with the spec's limits) and the contact both layouts share.
 */
export const BUSINESS_EXTRAS: Record<string, BusinessExtras> = {
  business1: { afterSections: [BUSINESS_SERVICES_SECTION, BUSINESS_PORTFOLIO_SECTION, BUSINESS_CONTACT_SECTION] },
  business2: { afterSections: [STORE_PRODUCTS_SECTION, BUSINESS_CONTACT_SECTION] },
};
