/**
 * The block registry (design.md, "The same idea for blocks"): each block type is its label,
 * its fields, its defaults and its render. The slot editor, the live preview and the publish
 * view all read this one table.
 */
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../domain/schemas';
import { createBlock, dropdownEntry, FONT_FAMILIES, FONT_SIZES, videoEmbed } from '../../domain/slots';
import { safeUrl } from '../../domain/safe-url';
import { VIDEO_NOT_ALLOWED } from '../../domain/site-messages';

export type BlockFieldKind = 'text' | 'textarea' | 'image' | 'video' | 'url' | 'color' | 'select' | 'lines';

export interface BlockField {
  key: keyof Block  ;
  label: string;
  kind: BlockFieldKind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

export interface BlockRenderProps {
  block: Block;
  /** Live preview: empty blocks show a faint placeholder instead of nothing. */
  placeholders?: boolean;
  /** Heading level of title blocks (2 on a page, 3 inside the full-site preview). */
  titleLevel?: 2 | 3;
}

export interface BlockKind {
  type: BlockType;
  label: string;
  /** The field shown first in the editor row; the rest sit under "Style and options". */
  primary: BlockField;
  fields: BlockField[];
  defaults: (section: Block['section']) => Block;
  Render: ComponentType<BlockRenderProps>;
}

const option = (value: string, label = value) => ({ value, label });

const STYLE_FIELDS: BlockField[] = [
  { key: 'align', label: 'Align', kind: 'select', options: [option('left', 'Left'), option('center', 'Center'), option('right', 'Right')] },
  { key: 'color', label: 'Text colour', kind: 'color', hint: 'A colour such as #8f3320 or navy.' },
  { key: 'backgroundColor', label: 'Background colour', kind: 'color' },
  { key: 'fontFamily', label: 'Font', kind: 'select', options: [option('', 'Default'), ...Object.keys(FONT_FAMILIES).map((f) => option(f))] },
  {
    key: 'fontSize', label: 'Font size', kind: 'select',
    options: [option('', 'Default'), ...Object.keys(FONT_SIZES).map((s) => option(s, s[0].toUpperCase() + s.slice(1)))],
  },
];

function Placeholder({ children }: { children: string }) {
  return <span className="block-placeholder">{children}</span>;
}

function LogoBlock({ block, placeholders }: BlockRenderProps) {
  const src = safeUrl(block.imageUrl, 'image');
  if (src) return <img className="block-logo" src={src} alt={block.content || 'Logo'} />;
  if (block.content.trim()) return <span className="block-logo-text">{block.content}</span>;
  return placeholders ? <Placeholder>Logo: add an image</Placeholder> : null;
}

function TitleBlock({ block, placeholders, titleLevel = 2 }: BlockRenderProps) {
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  if (!block.content.trim()) return placeholders ? <Placeholder>Empty title</Placeholder> : null;
  return <Heading className="block-title">{block.content}</Heading>;
}

function DescriptionBlock({ block, placeholders }: BlockRenderProps) {
  if (!block.content.trim()) return placeholders ? <Placeholder>Empty description</Placeholder> : null;
  return <p className="block-description">{block.content}</p>;
}

function TextBlock({ block, placeholders }: BlockRenderProps) {
  if (!block.content.trim()) return placeholders ? <Placeholder>Empty text</Placeholder> : null;
  return <p className="block-text">{block.content}</p>;
}

function ImageBlock({ block, placeholders }: BlockRenderProps) {
  const src = safeUrl(block.imageUrl, 'image');
  if (!src) return placeholders ? <Placeholder>Image: choose a picture</Placeholder> : null;
  return <img className="block-image" src={src} alt={block.content} loading="lazy" decoding="async" />;
}

function VideoBlock({ block, placeholders }: BlockRenderProps) {
  const embed = videoEmbed(block.videoUrl);
  if (!embed) {
    if (!placeholders) return null;
    return <Placeholder>{block.videoUrl.trim() ? VIDEO_NOT_ALLOWED : 'Video: paste a YouTube, Vimeo or .mp4 address'}</Placeholder>;
  }
  if (embed.kind === 'file') {
    return (
      // The block is a link to someone's own .mp4: there is no captions file to point a <track> at.
      // eslint-disable-next-line jsx-a11y/media-has-caption -- see above
      <video className="block-video" src={embed.src} controls preload="metadata">
        <a href={embed.src}>{block.content || 'Download the video'}</a>
      </video>
    );
  }
  return (
    <div className="block-video">
      <iframe
        src={embed.src}
        title={block.content || embed.title}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </div>
  );
}

function NavlinkBlock({ block, placeholders }: BlockRenderProps) {
  const label = block.content.trim() || (placeholders ? 'Link' : '');
  if (!label) return null;
  const size = ['small', 'medium', 'large'].includes(block.buttonSize) ? block.buttonSize : 'medium';
  const href = safeUrl(block.navTarget);
  const items = block.dropdownItems.map(dropdownEntry).filter((e): e is NonNullable<typeof e> => e !== null);
  const link = href ? (
    <a className={`block-navlink block-navlink--${size}`} href={href}>
      {label}
    </a>
  ) : (
    <span className={`block-navlink block-navlink--${size}`}>{label}</span>
  );
  if (items.length === 0) return link;
  return (
    <details className="block-dropdown">
      <summary className={`block-navlink block-navlink--${size}`}>{label}</summary>
      <ul>
        {href && (
          <li>
            <a href={href}>{label}</a>
          </li>
        )}
        {items.map((item, i) => (
          <li key={i}>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</li>
        ))}
      </ul>
    </details>
  );
}

const kind = (type: BlockType, label: string, primary: BlockField, extra: BlockField[], Render: ComponentType<BlockRenderProps>): BlockKind => ({
  type,
  label,
  primary,
  fields: [...extra, ...STYLE_FIELDS],
  defaults: (section) => createBlock(type, section),
  Render,
});

const altText: BlockField = { key: 'content', label: 'Alt text', kind: 'text', hint: 'Describe the picture for people who cannot see it.' };

export const blockKinds: Record<BlockType, BlockKind> = {
  logo: kind('logo', 'Logo', { key: 'imageUrl', label: 'Logo image', kind: 'image' }, [{ ...altText, label: 'Logo text', hint: 'Shown when there is no image, and read out for the image.' }], LogoBlock),
  title: kind('title', 'Title', { key: 'content', label: 'Title', kind: 'text' }, [], TitleBlock),
  description: kind('description', 'Description', { key: 'content', label: 'Description', kind: 'textarea' }, [], DescriptionBlock),
  image: kind('image', 'Image', { key: 'imageUrl', label: 'Image', kind: 'image' }, [altText], ImageBlock),
  video: kind(
    'video', 'Video',
    { key: 'videoUrl', label: 'Video address', kind: 'video', hint: 'A YouTube or Vimeo link, or a direct .mp4 or .webm file.' },
    [{ key: 'content', label: 'Video title', kind: 'text' }],
    VideoBlock,
  ),
  navlink: kind(
    'navlink', 'Navigation link',
    { key: 'content', label: 'Link text', kind: 'text' },
    [
      { key: 'navTarget', label: 'Link address', kind: 'url', hint: 'A web address (https://…), an e-mail (mailto:…) or a phone (tel:…).' },
      { key: 'buttonSize', label: 'Button size', kind: 'select', options: [option('small', 'Small'), option('medium', 'Medium'), option('large', 'Large')] },
      { key: 'dropdownItems', label: 'Dropdown items', kind: 'lines', hint: 'One per line: Label | https://address' },
    ],
    NavlinkBlock,
  ),
  text: kind('text', 'Text', { key: 'content', label: 'Text', kind: 'textarea' }, [], TextBlock),
};
