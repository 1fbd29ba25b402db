import { BusinessLayout1Editor } from './editors';

/** /business/layout1: logo, name, tagline, services (5), portfolio (6), contact. */
export default function BusinessLayout1Page() {
  return <BusinessLayout1Editor />;
}
