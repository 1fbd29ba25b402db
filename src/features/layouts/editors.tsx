import { BUSINESS_CONTACT_SECTION } from '../../sites/business';
import { BUSINESS_PORTFOLIO_SECTION, BUSINESS_SERVICES_SECTION, STORE_PRODUCTS_SECTION } from '../../sites/business/lists';
import { LayoutEditor } from './LayoutEditor';

export function BusinessLayout1Editor() {
  return <LayoutEditor variant="business1" afterSections={[BUSINESS_SERVICES_SECTION, BUSINESS_PORTFOLIO_SECTION, BUSINESS_CONTACT_SECTION]} />;
}

export function StoreEditor() {
  return <LayoutEditor variant="business2" afterSections={[STORE_PRODUCTS_SECTION, BUSINESS_CONTACT_SECTION]} />;
}
