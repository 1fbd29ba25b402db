import { PublishPage } from './PublishPage';

export default function PublishBlog2Page() {
  return <PublishPage variant="blog2" />;
}
