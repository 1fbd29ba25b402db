import { useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SLOT_NUMBERS, type Page } from '../../domain/schemas';
import { hasLivePreview, PAGE_TYPE_LABELS, slotPath } from '../../domain/slots';
import { slotEditorStore, useSlotEditor } from '../../state/slot-editor';
import { usePersistBlocks } from './usePersistBlocks';
import { EDITOR_SAVES_WHEN_ONLINE } from '../../domain/messages';
import { BlockEditor } from './BlockEditor';
import { LivePreview } from './LivePreview';
import { useCompact } from './useCompact';


/**
 * The editor of one slot page: blocks, live preview (slots 1, 3, 4, 5), undo, Save. It opens with
 * `page`'s blocks and takes keys at once; its changes are saved once `writable` (the page is the
 * one storage holds, not only the mirror's copy: usePersistBlocks). A newer `page` of the same id
 * (storage's, after the mirror's) does not open it again: the write path merges the two.
 */
export function SlotEditorScreen({ page, writable, codeMissing = false }: { page: Page; writable: boolean; codeMissing?: boolean }) {
  useLayoutEffect(() => {
    slotEditorStore.getState().load(page.id, page.blocks);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once per page id (see above)
  }, [page.id]);
  const loaded = useSlotEditor((s) => s.pageId === page.id);
  const canUndo = useSlotEditor((s) => s.history.past.length > 0);
  const canRedo = useSlotEditor((s) => s.history.future.length > 0);
  const persist = usePersistBlocks(page.id, writable);
  const flush = persist.flush;

  // Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, also while typing in a field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        if (event.shiftKey) slotEditorStore.getState().redo();
        else slotEditorStore.getState().undo();
      } else if (key === 'y' && !event.metaKey) {
        event.preventDefault();
        slotEditorStore.getState().redo();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  async function save() {
    await flush();
    window.location.reload();
  }

  const preview = hasLivePreview(page.slotId);
  const compact = useCompact();
  // On a phone the preview is a mode of the screen, not a section under every block.
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const switchable = preview && compact;
  const showing = switchable ? mode : 'both';
  return (
    <div className="slot-screen">
      <header className="slot-head">
        <div>
          <p className="slot-eyebrow">{PAGE_TYPE_LABELS[page.type]} page</p>
          <h1>{page.title || `Slot ${page.slotId}`}</h1>
        </div>
        <div className="slot-actions">
          <button type="button" className="slot-text-button" onClick={() => slotEditorStore.getState().undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
            Undo
          </button>
          <button type="button" className="slot-text-button" onClick={() => slotEditorStore.getState().redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
            Redo
          </button>
          <button type="button" className="slot-text-button" onClick={() => void save()}>
            Save
          </button>
          <Link className="button" to={`/preview-site/${encodeURIComponent(page.siteId)}`}>
            Preview Full Site
          </Link>
        </div>
      </header>
      <nav className="slot-tabs" aria-label="Slots of this site">
        {SLOT_NUMBERS.map((n) => (
          <Link key={n} to={slotPath(page.type, n, page.siteId)} aria-current={n === page.slotId ? 'page' : undefined}>
            Slot {n}
          </Link>
        ))}
      </nav>
      {codeMissing || persist.codeMissing ? (
        <p className="slot-saved-note" role="status">
          {EDITOR_SAVES_WHEN_ONLINE}
        </p>
      ) : (
        <p className="muted slot-saved-note">Every change is saved on this device as you make it.</p>
      )}
      {switchable && (
        <div className="slot-mode" role="group" aria-label="Mode">
          <button type="button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
            Edit
          </button>
          <button type="button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
            Preview
          </button>
        </div>
      )}
      {loaded && (
        <div className={preview && !switchable ? 'slot-layout slot-layout--preview' : 'slot-layout'}>
          <div className="slot-pane" hidden={showing === 'preview'}>
            <BlockEditor pageId={page.id} foldable={compact} />
          </div>
          {preview && showing !== 'edit' && <LivePreview />}
        </div>
      )}
    </div>
  );
}
