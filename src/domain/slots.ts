/**
 * The rules of the slot page builders (spec.md sections 2, 3, 9), pure and unit-tested:
 * which page a slot route opens, a new block's defaults, block order and sections, safe block
 * styles and video addresses, and the editor's undo history.
 */
import {
  ALIGNMENTS, BLOCK_SECTIONS, PAGE_TYPES, SLOT_NUMBERS,
  type Block, type BlockSection, type BlockType, type Page, type PageType,
} from './schemas';
import { newId } from './ids';
import { safeUrl } from './safe-url';
import { textOf } from './text';
import { siteIdOf } from './publishing';

// ------------------------------------------------------------------------------ Routes
export type SlotNumber = (typeof SLOT_NUMBERS)[number];


/** Slot route of a page: /artist/slot3 (with ?siteId= so the other slots find the same site). */
export const slotPath = (type: PageType, slot: number, siteId?: string) =>
  `/${type}/slot${slot}${siteId ? `?siteId=${encodeURIComponent(siteId)}` : ''}`;

/** Slots with a live preview beside the editor (spec.md section 2: slots 1, 3, 4, 5). */
export const hasLivePreview = (slot: number) => slot !== 2;

/** A page type's name on the slot screens ("Event page", "… · Event"). */
export const PAGE_TYPE_LABELS: Record<PageType, string> = { artist: 'Artist', event: 'Event', blog: 'Blog', business: 'Business' };

interface SiteLike {
  id?: string;
  siteId?: string | number;
  type?: string;
}


/**
 * The person's most recent site of these kinds (a page type's: src/sites/slot-pages.ts): the last
 * one added to their list (lists keep the order sites were added in). Undefined when they have none.
 */
export function mostRecentSiteId(sites: readonly SiteLike[], types: readonly string[]): string | undefined {
  for (let i = sites.length - 1; i >= 0; i -= 1) {
    const site = sites[i];
    if (types.includes(site.type ?? '') && siteIdOf(site) !== '') return siteIdOf(site);
  }
  return undefined;
}

/** What a slot route opens. */
export type SlotResolution =
  | { kind: 'page'; page: Page }
  | { kind: 'create'; page: Page }
  | { kind: 'unresolved' };

export interface SlotLookup {
  type: PageType;
  slot: SlotNumber;
  /** ?siteId= of the route, or (slot 1 only) the person's most recent site of this type. */
  siteId?: string;
  /** Every page of `siteId` (empty without a siteId). */
  pagesOfSite: readonly Page[];
  /** findPageBySlot(type, slot): the first page anywhere with this type and slot. */
  pageBySlot?: Page;
}

/** The id a new slot page gets: stable, so two tabs opening the slot create one page. */
export const newSlotPageId = (siteId: string, type: PageType, slot: number) => `slot-${siteId}-${type}-${slot}`;

/**
 * The rule (spec.md section 2, made precise):
 * - Slot 1 finds its page by siteId: the site's slot-1 page (one of this type first, then any).
 * - Slots 2..5 find the page whose type and slot match; with a siteId, that site's page.
 * - A page is created (title 'Slot n', no blocks) the first time a slot opens with a siteId.
 * - Without a siteId and without a matching page the slot is unresolved.
 */
export function resolveSlot({ type, slot, siteId, pagesOfSite, pageBySlot }: SlotLookup): SlotResolution {
  if (siteId) {
    const ofSlot = pagesOfSite.filter((p) => p.siteId === siteId && p.slotId === slot);
    const found =
      ofSlot.find((p) => p.type === type) ?? (slot === 1 ? ofSlot[0] : undefined);
    if (found) return { kind: 'page', page: found };
    return {
      kind: 'create',
      page: { id: newSlotPageId(siteId, type, slot), siteId, type, slotId: slot, title: `Slot ${slot}`, blocks: [] },
    };
  }
  if (slot !== 1 && pageBySlot) return { kind: 'page', page: pageBySlot };
  return { kind: 'unresolved' };
}

/** Pages of a site in the order the full-site preview shows them: slot, then page type. */
export function orderPagesForPreview<P extends Pick<Page, 'slotId' | 'type'>>(pages: readonly P[]): P[] {
  return [...pages].sort(
    (a, b) => a.slotId - b.slotId || PAGE_TYPES.indexOf(a.type) - PAGE_TYPES.indexOf(b.type),
  );
}

// ------------------------------------------------------------------------------ Blocks
/** What a new block of each type starts with (content a person then replaces). */
const STARTING_CONTENT: Record<BlockType, Partial<Block>> = {
  logo: { content: '' },
  title: { content: 'Your title', fontSize: 'large' },
  description: { content: 'A sentence or two about this page.' },
  image: { content: '' },
  video: { content: '' },
  navlink: { content: 'Link', navTarget: '', buttonSize: 'medium' },
  text: { content: 'Write something here.' },
};

/** A complete new block of `type` in `section`, every field present (spec.md section 3). */
export function createBlock(type: BlockType, section: BlockSection, id: string = newId()): Block {
  return {
    id,
    type,
    section,
    content: '',
    imageUrl: '',
    videoUrl: '',
    navTarget: '',
    fontFamily: '',
    color: '',
    fontSize: '',
    backgroundColor: '',
    buttonSize: '',
    dropdownItems: [],
    align: 'left',
    ...STARTING_CONTENT[type],
  };
}

const sectionIndex = (section: BlockSection) => BLOCK_SECTIONS.indexOf(section);

/** Blocks by section, keeping their order (the publish view shows sections in spec order). */
export function groupBySection<B extends Pick<Block, 'section'>>(blocks: readonly B[]): Record<BlockSection, B[]> {
  const groups = Object.fromEntries(BLOCK_SECTIONS.map((s) => [s, [] as B[]])) as Record<BlockSection, B[]>;
  for (const block of blocks) (groups[block.section] ?? groups['Section 1']).push(block);
  return groups;
}

/**
 * groupBySection, keeping each section array of `previous` whose blocks are all unchanged: a
 * section drawn from it (memoised on its array) then re-renders only when one of its own blocks
 * changed, so typing in one block of a 500-block page does not revisit the other sections.
 */
export function regroupBySection<B extends Pick<Block, 'section'>>(
  blocks: readonly B[],
  previous?: Record<BlockSection, B[]>,
): Record<BlockSection, B[]> {
  return keepUnchanged(groupBySection(blocks), previous);
}

/** Each section's block ids in order; `previous`'s array for a section whose ids did not change. */
export function sectionIds(blocks: readonly Pick<Block, 'id' | 'section'>[], previous?: Record<BlockSection, string[]>): Record<BlockSection, string[]> {
  const groups = groupBySection(blocks);
  const ids = Object.fromEntries(BLOCK_SECTIONS.map((s) => [s, groups[s].map((block) => block.id)])) as Record<BlockSection, string[]>;
  return keepUnchanged(ids, previous);
}

/** `groups`, with `previous`'s array kept for each section whose items are the same, in the same order. */
function keepUnchanged<T>(groups: Record<BlockSection, T[]>, previous?: Record<BlockSection, T[]>): Record<BlockSection, T[]> {
  if (!previous) return groups;
  for (const section of BLOCK_SECTIONS) {
    const [now, before] = [groups[section], previous[section]];
    if (now.length === before.length && now.every((item, i) => item === before[i])) groups[section] = before;
  }
  return groups;
}

/** The list in display order: sections in spec order, each keeping its blocks' order. */
export function inSectionOrder<B extends Pick<Block, 'section'>>(blocks: readonly B[]): B[] {
  const groups = groupBySection(blocks);
  const sorted = BLOCK_SECTIONS.flatMap((s) => groups[s]);
  return sorted.every((b, i) => b === blocks[i]) ? (blocks as B[]) : sorted;
}

/** A copy placed right after the original, with a new id. */
export function duplicateBlock(blocks: readonly Block[], id: string, copyId: string = newId()): Block[] {
  const index = blocks.findIndex((b) => b.id === id);
  if (index < 0) return blocks as Block[];
  const original = blocks[index];
  const copy: Block = { ...original, id: copyId, dropdownItems: [...original.dropdownItems] };
  return [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)];
}

export function removeBlock(blocks: readonly Block[], id: string): Block[] {
  const next = blocks.filter((b) => b.id !== id);
  return next.length === blocks.length ? (blocks as Block[]) : next;
}

/**
 * Moves a block into `section`, before the block `beforeId` (or to the section's end). The
 * result is in section order. Returns the same array when nothing moves.
 */
export function moveBlockTo(blocks: readonly Block[], id: string, section: BlockSection, beforeId: string | null = null): Block[] {
  const ordered = inSectionOrder(blocks);
  const moving = ordered.find((b) => b.id === id);
  if (!moving || beforeId === id) return blocks as Block[];
  const rest = ordered.filter((b) => b.id !== id);
  const moved = moving.section === section ? moving : { ...moving, section };
  let at = beforeId === null ? -1 : rest.findIndex((b) => b.id === beforeId && b.section === section);
  if (at < 0) {
    // End of the section: after its last block, or where it would start.
    const target = sectionIndex(section);
    at = rest.findIndex((b) => sectionIndex(b.section) > target);
    if (at < 0) at = rest.length;
  }
  const next = [...rest.slice(0, at), moved, ...rest.slice(at)];
  return next.every((b, i) => b === ordered[i]) ? ordered : next;
}

/**
 * Move up (-1) or down (+1) one place. At the top of a section "up" goes to the end of the
 * section above; at the bottom "down" goes to the start of the section below.
 */
export function moveBlockBy(blocks: readonly Block[], id: string, delta: -1 | 1): Block[] {
  const groups = groupBySection(blocks);
  const block = blocks.find((b) => b.id === id);
  if (!block) return blocks as Block[];
  const list = groups[block.section];
  const index = list.indexOf(block);
  const s = sectionIndex(block.section);
  if (delta === -1) {
    if (index > 0) return moveBlockTo(blocks, id, block.section, list[index - 1].id);
    if (s === 0) return blocks as Block[];
    return moveBlockTo(blocks, id, BLOCK_SECTIONS[s - 1], null);
  }
  if (index < list.length - 1) return moveBlockTo(blocks, id, block.section, list[index + 2]?.id ?? null);
  if (s === BLOCK_SECTIONS.length - 1) return blocks as Block[];
  const below = BLOCK_SECTIONS[s + 1];
  return moveBlockTo(blocks, id, below, groups[below][0]?.id ?? null);
}


/** Equal field values (dropdownItems compared item by item). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => JSON.stringify(item) === JSON.stringify(b[i]));
  }
  return false;
}

/**
 * The same JSON value, compared in place: key order and keys holding undefined do not count. The
 * slot editor compares its 500 blocks with the stored ones after every keystroke; stringifying
 * both lists cost more than the comparison.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    return a.length === list.length && a.every((item, i) => sameJson(item, list[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key in x) if (!sameJson(x[key], y[key])) return false;
  for (const key in y) if (!(key in x) && y[key] !== undefined) return false;
  return true;
}

/** The block with `patch` applied, or the same block when the patch changes nothing. */
export function patchBlock(block: Block, patch: Partial<Block>): Block {
  for (const key of Object.keys(patch)) {
    if (!sameValue(block[key], patch[key])) return { ...block, ...patch };
  }
  return block;
}

// ------------------------------------------------------------------------------ Styles
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;
const SIZE = /^\d{1,3}(\.\d+)?(px|rem|em|%)$/;
const FONT = /^[\w\s,'"-]{1,80}$/;

/** Named font sizes the editor offers. */
export const FONT_SIZES: Record<string, string> = { small: '0.875rem', medium: '1rem', large: '1.75rem', 'x-large': '2.5rem' };
/** Font choices (bundled with the site fonts, so previews look right offline). */
export const FONT_FAMILIES: Record<string, string> = {
  'DM Sans': "'DM Sans', system-ui, sans-serif",
  Fraunces: "'Fraunces', Georgia, serif",
  'Cormorant Garamond': "'Cormorant Garamond', Georgia, serif",
  'Space Grotesk': "'Space Grotesk', system-ui, sans-serif",
  'Archivo Black': "'Archivo Black', system-ui, sans-serif",
  Georgia: 'Georgia, serif',
  'System UI': 'system-ui, sans-serif',
  Monospace: 'ui-monospace, monospace',
};

export const isSafeColor = (value: unknown): value is string => typeof value === 'string' && COLOR.test(value.trim());

export interface BlockStyle {
  color?: string;
  backgroundColor?: string;
  fontFamily?: string;
  fontSize?: string;
  textAlign: (typeof ALIGNMENTS)[number];
}

/**
 * The CSS a block's style fields turn into. Values that are not plain colours, sizes or font
 * names are dropped, so a typed value can never reach further than its own property.
 */
export function blockStyle(block: Pick<Block, 'color' | 'backgroundColor' | 'fontFamily' | 'fontSize' | 'align'>): BlockStyle {
  const style: BlockStyle = { textAlign: ALIGNMENTS.includes(block.align) ? block.align : 'left' };
  if (isSafeColor(block.color)) style.color = block.color.trim();
  if (isSafeColor(block.backgroundColor)) style.backgroundColor = block.backgroundColor.trim();
  const family = block.fontFamily?.trim();
  if (family) {
    const known = FONT_FAMILIES[family];
    if (known) style.fontFamily = known;
    else if (FONT.test(family)) style.fontFamily = family;
  }
  const size = typeof block.fontSize === 'number' ? `${block.fontSize}px` : String(block.fontSize ?? '').trim();
  if (FONT_SIZES[size]) style.fontSize = FONT_SIZES[size];
  else if (SIZE.test(size)) style.fontSize = size;
  return style;
}

// ------------------------------------------------------------------------------ Video
export type VideoEmbed =
  | { kind: 'iframe'; src: string; title: string }
  | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/**
 * A video block's address as something safe to show: a YouTube or Vimeo page becomes that
 * host's embed address; an http(s) .mp4/.webm file plays in a <video>. Anything else: null.
 */
export function videoEmbed(raw: unknown): VideoEmbed | null {
  const safe = safeUrl(raw, 'link');
  if (!safe) return null;
  const url = new URL(safe);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') youtube = parts[1];
  }
  if (youtube !== undefined) {
    return YOUTUBE_ID.test(youtube)
      ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${youtube}`, title: 'YouTube video' }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => /^\d{3,12}$/.test(p));
    return id ? { kind: 'iframe', src: `https://player.vimeo.com/video/${id}`, title: 'Vimeo video' } : null;
  }
  if (/\.(mp4|webm)$/i.test(url.pathname)) return { kind: 'file', src: url.href };
  return null;
}

/** One dropdown entry as typed ("Label | https://address") or as stored by older versions. */
export function dropdownEntry(item: unknown): { label: string; href?: string } | null {
  if (typeof item === 'string') {
    const [label, href] = item.split('|').map((s) => s.trim());
    if (!label) return null;
    return { label, href: safeUrl(href) };
  }
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    const label = textOf(record.label ?? record.name ?? record.text).trim();
    if (!label) return null;
    return { label, href: safeUrl(record.href ?? record.url ?? record.link) };
  }
  return null;
}

// ------------------------------------------------------------------------------ History
/** Edits of one field within this many ms of each other are one undo step. */
export const TYPING_GROUP_MS = 1000;
export const HISTORY_LIMIT = 200;

export interface History<T> {
  past: T[];
  future: T[];
  /** The field the last step edited (`{blockId}:{field}`), for grouping typing. */
  lastKey: string | null;
  lastAt: number;
}

export const emptyHistory = <T>(): History<T> => ({ past: [], future: [], lastKey: null, lastAt: 0 });

/**
 * Records that the state went from `before` to `after`. A change to nothing (same value) is no
 * step; a change to the same field as the step before, within TYPING_GROUP_MS, joins that step.
 */
export function recordChange<T>(history: History<T>, before: T, after: T, key: string | null, at: number): History<T> {
  if (before === after) return history;
  if (key !== null && key === history.lastKey && at - history.lastAt <= TYPING_GROUP_MS) {
    return { ...history, future: [], lastAt: at };
  }
  const past = [...history.past, before];
  if (past.length > HISTORY_LIMIT) past.shift();
  return { past, future: [], lastKey: key, lastAt: at };
}

export function undoStep<T>(history: History<T>, present: T): { history: History<T>; present: T } | null {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [present, ...history.future], lastKey: null, lastAt: 0 },
    present: previous,
  };
}

export function redoStep<T>(history: History<T>, present: T): { history: History<T>; present: T } | null {
  const next = history.future[0];
  if (next === undefined) return null;
  return {
    history: { past: [...history.past, present], future: history.future.slice(1), lastKey: null, lastAt: 0 },
    present: next,
  };
}

/** How many characters of a block's text its folded row shows. */
export const SUMMARY_LENGTH = 40;

function firstWords(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const space = text.lastIndexOf(' ', SUMMARY_LENGTH); // a word that ends at the limit is kept
  const cut = space > SUMMARY_LENGTH / 2 ? text.slice(0, space) : text.slice(0, SUMMARY_LENGTH);
  return `${cut.trimEnd()}…`;
}

/**
 * The first words of a block, for its folded row in the slot editor on a phone: its text, else
 * what it holds (a picture, a video address), else null (an empty block).
 */
export function blockSummary(block: Pick<Block, 'type' | 'content' | 'imageUrl' | 'videoUrl'>): string | null {
  const text = (block.content ?? '').replace(/\s+/g, ' ').trim();
  if (text) return firstWords(text);
  if ((block.type === 'image' || block.type === 'logo') && block.imageUrl) return 'Picture chosen';
  const video = (block.videoUrl ?? '').trim();
  if (block.type === 'video' && video) return firstWords(video);
  return null;
}
