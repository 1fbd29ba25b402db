import { LayoutEditor } from './LayoutEditor';

/** /blog/layout2: title, date, image, intro, section, conclusion. */
export default function BlogLayout2Page() {
  return <LayoutEditor variant="blog2" />;
}
