import { PublishPage } from './PublishPage';

export default function PublishEvent2Page() {
  return <PublishPage variant="event2" />;
}
