import { memo, useLayoutEffect, useRef, useState } from 'react';
import { BLOCK_SECTIONS, type BlockSection } from '../../domain/schemas';
import { useBlock, useSlotEditor } from '../../state/slot-editor';
import { BlocksPage, PublishedBlock, SectionFrame } from '../../sites/blocks/BlocksView';

/** Preview widths; `width` is the frame's width in CSS px (null: as wide as the stage). */
const WIDTHS = [
  { id: 'phone', label: 'Phone', width: 390, icon: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2' },
  { id: 'tablet', label: 'Tablet', width: 768, icon: 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2' },
  { id: 'laptop', label: 'Laptop', width: null, icon: 'M5 5h14v10H5zM3 19h18' },
] as const;
type Width = (typeof WIDTHS)[number]['id'];

/** Room a width needs beyond its own px to look different from the stage's full width. */
const MARGIN = 48;

/**
 * The stage's width, measured: a device width is offered only where it shows something the full
 * width does not (on a phone the preview is the phone: no buttons at all).
 */
function useStageWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const stage = ref.current;
    if (!stage) return;
    setWidth(stage.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setWidth(stage.clientWidth));
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The page as visitors will see it, beside the editor (on phones, the Preview mode). */
export function LivePreview() {
  const [chosen, setChosen] = useState<Width>('laptop');
  const [stageRef, stageWidth] = useStageWidth();
  const offered = WIDTHS.filter((w) => w.width === null || w.width + MARGIN <= stageWidth);
  const width = offered.some((w) => w.id === chosen) ? chosen : 'laptop';
  return (
    <section id="slot-preview" className="slot-preview" aria-labelledby="slot-preview-title">
      <div className="slot-preview-bar">
        <h2 id="slot-preview-title">Live preview</h2>
        {offered.length > 1 && (
          <div className="slot-widths" role="group" aria-label="Preview width">
            {offered.map((w) => (
              <button key={w.id} type="button" aria-pressed={width === w.id} onClick={() => setChosen(w.id)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={w.icon} />
                </svg>
                {w.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="slot-preview-stage" ref={stageRef}>
        <div className={`slot-preview-frame slot-preview-frame--${width}`} data-testid="live-preview">
          <LiveBlocks />
        </div>
      </div>
    </section>
  );
}

/**
 * The editor's blocks as BlocksView draws them, each block reading its own (useBlock): a
 * keystroke re-renders the one block it changed, not its section's list.
 */
function LiveBlocks() {
  const sections = useSlotEditor((s) => s.sections);
  const empty = useSlotEditor((s) => s.blocks.length === 0);
  return (
    <BlocksPage empty={empty}>
      {BLOCK_SECTIONS.map((section) => (
        <LiveSection key={section} section={section} ids={sections[section]} />
      ))}
    </BlocksPage>
  );
}

/** A preview block's height, about, until its section is first shown (it is not laid out off screen). */
const BLOCK_PX = 52;

const LiveSection = memo(function LiveSection({ section, ids }: { section: BlockSection; ids: string[] }) {
  if (ids.length === 0) return null;
  return (
    <SectionFrame section={section} style={{ containIntrinsicSize: `auto ${ids.length * BLOCK_PX}px` }}>
      {ids.map((id) => (
        <LiveBlock key={id} id={id} />
      ))}
    </SectionFrame>
  );
});

const LiveBlock = memo(function LiveBlock({ id }: { id: string }) {
  const block = useBlock(id);
  return block ? <PublishedBlock block={block} placeholders titleLevel={3} /> : null;
});
