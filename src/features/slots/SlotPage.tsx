import { Link } from 'react-router-dom';
import type { PageType } from '../../domain/schemas';
import type { SlotNumber } from '../../domain/slots';
import { LOADING_SLOT_2, unresolvedSlot } from '../../domain/messages';
import { SlowLoading } from '../../ui/SlowLoading';
import { MirrorBoundary } from '../../ui/MirrorBoundary';
import { useSlotResolution } from './useSlotResolution';
import { SlotEditorScreen } from './SlotEditorScreen';
import './slots.css';

/** /{type}/slot{n}: resolves the page, then shows the block editor (spec.md section 2). */
export default function SlotPage({ type, slot }: { type: PageType; slot: SlotNumber }) {
  const state = useSlotResolution(type, slot);

  if (state.status === 'loading') {
    return slot === 2 ? <p className="state-page muted" role="status">{LOADING_SLOT_2}</p> : <SlowLoading />;
  }
  if (state.status === 'ready') {
    return (
      <MirrorBoundary mirrored={!state.stored}>
        <SlotEditorScreen key={state.page.id} page={state.page} writable={state.stored} codeMissing={state.codeMissing} />
      </MirrorBoundary>
    );
  }
  return (
    <section className="state-page">
      <h1>Slot {slot}</h1>
      <p role="alert">{unresolvedSlot(slot)}</p>
      <p className="muted">
        {slot === 1
          ? 'Open this page from one of your sites, or create a site first.'
          : `Open Slot 1 of your site first and move to Slot ${slot} from there, so Brick knows which site it belongs to.`}
      </p>
      <div className="actions">
        <Link className="button" to="/dashboard">
          Go to Dashboard
        </Link>
        <Link className="button button--quiet" to="/templates">
          Start Building
        </Link>
      </div>
    </section>
  );
}
