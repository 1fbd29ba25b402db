import { PublishPage } from './PublishPage';

export default function PublishEvent1Page() {
  return <PublishPage variant="event1" />;
}
