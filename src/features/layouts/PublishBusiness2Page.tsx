import { PublishPage } from './PublishPage';

export default function PublishBusiness2Page() {
  return <PublishPage variant="business2" />;
}
