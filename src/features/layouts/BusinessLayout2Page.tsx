import { StoreEditor } from './editors';

/** /business/layout2: the store, with exactly 10 product slots. */
export default function BusinessLayout2Page() {
  return <StoreEditor />;
}
