import { PublishPage } from './PublishPage';

export default function PublishBlog1Page() {
  return <PublishPage variant="blog1" />;
}
