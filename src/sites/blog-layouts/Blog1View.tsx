import type { BlogLayout1 } from '../../domain/content-schemas';
import { paragraphs } from '../../domain/site-content';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage } from '../parts';
import { PostDate, Paragraphs } from './parts';
import './blog-layouts.css';

/** /publish/blog1/{id}: a clean, readable article: date, title, summary, image, two parts. */
export function Blog1View({ content }: ViewProps<BlogLayout1>) {
  return (
    <article className="post">
      <header className="post-header">
        <div className="post-column">
          <PostDate date={content.date} />
          {hasText(content.title) && <h1>{content.title}</h1>}
          {hasText(content.summary) && <p className="post-lead">{content.summary}</p>}
        </div>
      </header>
      <SiteImage src={content.image} alt={content.title || 'Post image'} className="post-image" />
      <div className="post-column post-body">
        <Paragraphs text={content.content1} />
        {hasText(content.content1) && hasText(content.content2) && <hr className="post-break" />}
        <Paragraphs text={content.content2} />
        {paragraphs(content.content1 + content.content2).length === 0 && !hasText(content.summary) && (
          <p className="site-empty">This post has no text yet.</p>
        )}
      </div>
      <SiteFooter name={content.title} />
    </article>
  );
}
