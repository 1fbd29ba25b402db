import { memo, type CSSProperties, type ReactNode } from 'react';
import type { Block, BlockSection } from '../../domain/schemas';
import { BLOCK_SECTIONS } from '../../domain/vocabulary';
import { blockStyle } from '../../domain/slots';
import { useSectionGroups } from './useSectionGroups';
import { EMPTY_SLOT_PAGE } from '../../domain/site-messages';
import { blockKinds } from './registry';
import '../site-fonts.css';
import './blocks.css';

const sectionClass = (section: BlockSection) => `blocks-section blocks-section--${section.toLowerCase().replace(/\s+/g, '-')}`;

interface BlocksViewProps {
  blocks: readonly Block[];
  /** Live preview: empty blocks show a placeholder so a new block is visible at once. */
  placeholders?: boolean;
  titleLevel?: 2 | 3;
}

/**
 * The block publish view: a slot page's blocks grouped by section (Header Nav, Section 1..3,
 * Footer). The live preview and the full-site preview both render pages with it.
 */
export function BlocksView({ blocks, placeholders = false, titleLevel = 2 }: BlocksViewProps) {
  const groups = useSectionGroups(blocks);
  return (
    <BlocksPage empty={blocks.length === 0}>
      {BLOCK_SECTIONS.map((section) => (
        <PublishedSection key={section} section={section} list={groups[section]} placeholders={placeholders} titleLevel={titleLevel} />
      ))}
    </BlocksPage>
  );
}

/** The page around its sections; the empty-page message when it has no block. */
export function BlocksPage({ empty, children }: { empty: boolean; children: ReactNode }) {
  return empty ? <p className="blocks-empty">{EMPTY_SLOT_PAGE}</p> : <div className="blocks-page">{children}</div>;
}

/** One section; memoised on its block array, which keeps its identity while its blocks do. */
const PublishedSection = memo(function PublishedSection({ section, list, placeholders, titleLevel }: { section: BlockSection; list: Block[]; placeholders: boolean; titleLevel: 2 | 3 }) {
  if (list.length === 0) return null;
  return (
    <SectionFrame section={section}>
      {list.map((block) => (
        <PublishedBlock key={block.id} block={block} placeholders={placeholders} titleLevel={titleLevel} />
      ))}
    </SectionFrame>
  );
});

/** A section's own element (header, footer or div) around its blocks. */
export function SectionFrame({ section, style, children }: { section: BlockSection; style?: CSSProperties; children: ReactNode }) {
  const Tag = section === 'Header Nav' ? 'header' : section === 'Footer' ? 'footer' : 'div';
  return (
    <Tag className={sectionClass(section)} data-section={section} style={style}>
      {children}
    </Tag>
  );
}

/** One block; memoised by the block object, so typing in one block re-renders only it. */
export const PublishedBlock = memo(function PublishedBlock({ block, placeholders, titleLevel }: { block: Block; placeholders: boolean; titleLevel: 2 | 3 }) {
  const kind = blockKinds[block.type];
  if (!kind) return null;
  return (
    <div className={`block block--${block.type} block--align-${block.align}`} style={blockStyle(block)} data-block-id={block.id}>
      <kind.Render block={block} placeholders={placeholders} titleLevel={titleLevel} />
    </div>
  );
});
