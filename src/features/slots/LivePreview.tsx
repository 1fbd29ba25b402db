import { useState } from 'react';
import { useSlotEditor } from '../../state/slot-editor';
import { BlocksView } from '../../sites/blocks/BlocksView';

const WIDTHS = [
  { id: 'phone', label: 'Phone' },
  { id: 'tablet', label: 'Tablet' },
  { id: 'laptop', label: 'Laptop' },
] as const;
type Width = (typeof WIDTHS)[number]['id'];

/** The page as visitors will see it, beside the editor (under it on phones). */
export function LivePreview() {
  const blocks = useSlotEditor((s) => s.blocks);
  const [width, setWidth] = useState<Width>('laptop');
  return (
    <section id="slot-preview" className="slot-preview" aria-labelledby="slot-preview-title">
      <div className="slot-preview-bar">
        <h2 id="slot-preview-title">Live preview</h2>
        <div className="slot-widths" role="group" aria-label="Preview width">
          {WIDTHS.map((w) => (
            <button key={w.id} type="button" aria-pressed={width === w.id} onClick={() => setWidth(w.id)}>
              {w.label}
            </button>
          ))}
        </div>
      </div>
      <div className="slot-preview-stage">
        <div className={`slot-preview-frame slot-preview-frame--${width}`} data-testid="live-preview">
          <BlocksView blocks={blocks} placeholders titleLevel={3} />
        </div>
      </div>
    </section>
  );
}
