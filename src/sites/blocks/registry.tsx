/**
 * The block registry (design.md, "The same idea for blocks"): each block type is its label,
 * its fields, its defaults and its render. The slot editor, the live preview and the publish
 * view all read this one table.
 */
import type { ComponentType } from 'react';
import type { Block, BlockType } from '../../domain/schemas';
import { createBlock, dropdownEntry, FONT_FAMILIES, FONT_SIZES, isSafeColor, videoEmbed } from '../../domain/slots';
import type { Field } from '../../domain/fields';
import { safeUrl } from '../../domain/safe-url';
import { VIDEO_NOT_ALLOWED } from '../../domain/site-messages';

/** A block's field: one of the field system's, its path a key of the block. */
export type BlockField = Field & { path: keyof Block };

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
const BAD_LINK = 'This address cannot be used as a link. Use https://…, mailto: or tel:.';
const BAD_COLOR = 'Use a colour such as #8f3320, rgb(20, 40, 60) or navy.';
const checkLink = (text: string) => (safeUrl(text) ? null : BAD_LINK);
const checkColor = (text: string) => (isSafeColor(text) ? null : BAD_COLOR);
const checkVideo = (text: string) => (videoEmbed(text) ? null : VIDEO_NOT_ALLOWED);

const STYLE_FIELDS: BlockField[] = [
  { path: 'align', label: 'Align', kind: 'select', options: [option('left', 'Left'), option('center', 'Center'), option('right', 'Right')] },
  { path: 'color', label: 'Text colour', kind: 'color', check: checkColor, hint: 'A colour such as #8f3320 or navy.' },
  { path: 'backgroundColor', label: 'Background colour', kind: 'color', check: checkColor },
  { path: 'fontFamily', label: 'Font', kind: 'select', options: [option('', 'Default'), ...Object.keys(FONT_FAMILIES).map((f) => option(f))] },
  {
    path: 'fontSize', label: 'Font size', kind: 'select',
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
  // Its input is the one focus goes back to after a move.
  primary: { ...primary, control: 'primary' },
  fields: [...extra, ...STYLE_FIELDS],
  defaults: (section) => createBlock(type, section),
  Render,
});

const altText: BlockField = { path: 'content', label: 'Alt text', kind: 'text', hint: 'Describe the picture for people who cannot see it.' };

export const blockKinds: Record<BlockType, BlockKind> = {
  logo: kind('logo', 'Logo', { path: 'imageUrl', label: 'Logo image', kind: 'image' }, [{ ...altText, label: 'Logo text', hint: 'Shown when there is no image, and read out for the image.' }], LogoBlock),
  title: kind('title', 'Title', { path: 'content', label: 'Title', kind: 'text' }, [], TitleBlock),
  description: kind('description', 'Description', { path: 'content', label: 'Description', kind: 'textarea', rows: 2 }, [], DescriptionBlock),
  image: kind('image', 'Image', { path: 'imageUrl', label: 'Image', kind: 'image' }, [altText], ImageBlock),
  video: kind(
    'video', 'Video',
    { path: 'videoUrl', label: 'Video address', kind: 'video', check: checkVideo, hint: 'A YouTube or Vimeo link, or a direct .mp4 or .webm file.' },
    [{ path: 'content', label: 'Video title', kind: 'text' }],
    VideoBlock,
  ),
  navlink: kind(
    'navlink', 'Navigation link',
    { path: 'content', label: 'Link text', kind: 'text' },
    [
      { path: 'navTarget', label: 'Link address', kind: 'url', check: checkLink, hint: 'A web address (https://…), an e-mail (mailto:…) or a phone (tel:…).' },
      { path: 'buttonSize', label: 'Button size', kind: 'select', options: [option('small', 'Small'), option('medium', 'Medium'), option('large', 'Large')] },
      { path: 'dropdownItems', label: 'Dropdown items', kind: 'lines', rows: 3, hint: 'One per line: Label | https://address' },
    ],
    NavlinkBlock,
  ),
  text: kind('text', 'Text', { path: 'content', label: 'Text', kind: 'textarea', rows: 2 }, [], TextBlock),
};
