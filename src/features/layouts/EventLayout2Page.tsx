import { LayoutEditor } from './LayoutEditor';

/** /event/layout2: a split view with a live preview: title, date, time, agenda, highlights, image. */
export default function EventLayout2Page() {
  return <LayoutEditor variant="event2" />;
}
