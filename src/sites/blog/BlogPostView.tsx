import type { BlogPost } from '../../domain/schemas';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage } from '../parts';
import '../preview-data/kinds.css';

/** Formats a YYYY-MM-DD date for reading; anything else is shown as typed. */
export function readableDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

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
