import { LayoutEditor } from './LayoutEditor';

/** /blog/layout1: title, date (today by default), image, summary, two parts of content. */
export default function BlogLayout1Page() {
  return <LayoutEditor variant="blog1" />;
}
