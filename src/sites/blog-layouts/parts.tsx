import { paragraphs, readableDate } from '../../domain/site-content';
import { hasText } from '../parts';

export function PostDate({ date }: { date: string }) {
  if (!hasText(date)) return null;
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? date.trim() : undefined;
  return (
    <p className="post-date">
      <time dateTime={iso}>{readableDate(date)}</time>
    </p>
  );
}

export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}
