import type { BlogLayout2 } from '../../domain/content-schemas';
import type { ViewProps } from '../types';
import { hasText, SiteFooter, SiteImage } from '../parts';
import { PostDate, Paragraphs } from './parts';
import './blog-layouts.css';

/** /publish/blog2/{id}: image first, then the intro, the main section and a set-off conclusion. */
export function Blog2View({ content }: ViewProps<BlogLayout2>) {
  return (
    <article className="post post--image-first">
      <SiteImage src={content.image} alt={content.title || 'Post image'} className="post-image post-image--wide" />
      <header className="post-header">
        <div className="post-column">
          {hasText(content.title) && <h1>{content.title}</h1>}
          <PostDate date={content.date} />
        </div>
      </header>
      <div className="post-column post-body">
        {hasText(content.intro) && (
          <div className="post-lead">
            <Paragraphs text={content.intro} />
          </div>
        )}
        <Paragraphs text={content.section} />
        {hasText(content.conclusion) && (
          <aside className="post-conclusion" aria-label="Conclusion">
            <h2>Conclusion</h2>
            <Paragraphs text={content.conclusion} />
          </aside>
        )}
      </div>
      <SiteFooter name={content.title} />
    </article>
  );
}
