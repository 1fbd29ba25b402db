import { PublishPage } from './PublishPage';

export default function PublishBusiness1Page() {
  return <PublishPage variant="business1" />;
}
