import type { BlogPost } from '../../domain/schemas';
import { readableDate } from '../../domain/site-content';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage } from '../parts';
import '../preview-data/kinds.css';


/** The post made in /builder/blog (blog_posts): title, date, header image, content. */
export function BlogPostView({ content }: ViewProps<BlogPost>) {
  return (
    <div className="kv-page">
      <article className="kv-article">
        <p className="kv-eyebrow">Blog</p>
        <h1>{content.title}</h1>
        {hasText(content.postDate) && (
          <p className="kv-meta">
            <time dateTime={content.postDate}>{readableDate(content.postDate)}</time>
          </p>
        )}
        <SiteImage src={content.headerImage} alt={`${content.title} header image`} className="site-hero-image" />
        <div className="kv-body">{content.content}</div>
      </article>
      <SiteFooter name={content.title} />
    </div>
  );
}
