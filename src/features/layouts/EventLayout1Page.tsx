import { LayoutEditor } from './LayoutEditor';

/** /event/layout1: title, date, time, location, image, description, button text. */
export default function EventLayout1Page() {
  return <LayoutEditor variant="event1" />;
}
