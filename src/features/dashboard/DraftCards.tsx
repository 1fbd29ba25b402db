import { memo, useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { UNDO, movedToRecycleBin, siteRestored } from '../../domain/messages';
import { CONTINUE_EDITING, DRAFT_BADGE, DRAFTS_HEADING, lastEdited } from '../../domain/ownership-messages';
import { notify, notifyError } from '../../state/notices';
import { listDraftSites, moveDraftToRecycleBin, type DraftSite } from '../../storage/draft-sites';
import { restoreFromRecycleBin } from '../../storage/recycle-bin';
import { SitePicture } from '../../sites/SitePicture';
import { SiteThumbnail } from './SiteThumbnail';
import { onFirstPress } from '../../ui/first-press';
import { kindLabel } from '../../sites/kind-names';

/** The unpublished drafts on this device, live (undefined while loading). */
export function useDraftSites(active: boolean): DraftSite[] | undefined {
  return useLiveQuery(async () => (active ? listDraftSites() : undefined), [active]);
}

/** "25 Nov 2026, 16:40" in the person's locale. */
function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * Issue 25: every site started and not published, as a card with a "Draft" badge, its picture,
 * when it was last edited, "Continue editing" and "Delete" (to the recycle bin, with Undo).
 */
export function DraftCards({ drafts, owner }: { drafts: DraftSite[]; owner: string }) {
  const headingId = useId();
  const onDelete = useCallback(
    async (draft: DraftSite) => {
      try {
        const { name } = await moveDraftToRecycleBin(draft.id, owner);
        notify(movedToRecycleBin(name), {
          action: {
            label: UNDO,
            run: () => {
              restoreFromRecycleBin(draft.id)
                .then(() => notify(siteRestored(name)))
                .catch(() => notifyError('The draft could not be restored. Find it in the recycle bin.'));
            },
          },
        });
      } catch (error) {
        console.error('Brick: could not delete the draft', error);
        notifyError('The draft could not be deleted. Please try again.');
      }
    },
    [owner],
  );
  if (drafts.length === 0) return null;
  return (
    <section className="draft-cards" aria-labelledby={headingId}>
      <h2 id={headingId} className="draft-cards-heading">
        {DRAFTS_HEADING}
      </h2>
      <ul className="dash-grid" aria-label="Your drafts">
        {drafts.map((draft) => (
          <DraftCard key={draft.id} draft={draft} onDelete={onDelete} />
        ))}
      </ul>
    </section>
  );
}

const DraftCard = memo(function DraftCard({ draft, onDelete }: { draft: DraftSite; onDelete(draft: DraftSite): void }) {
  const headingId = useId();
  const name = draft.name || 'Untitled site';
  return (
    <li className="site-card-item">
      <article className="dash-card" aria-labelledby={headingId}>
        <SiteThumbnail height={190}>
          <SitePicture site={draft.picture} />
        </SiteThumbnail>
        <div className="dash-card-body">
          <h3 id={headingId} className="dash-card-title">
            {name}
          </h3>
          <p className="dash-card-meta">
            <span>{kindLabel(draft.type)}</span>
            <span className="status-pill status-pill--draft">{DRAFT_BADGE}</span>
          </p>
          <p className="dash-card-date muted">{lastEdited(formatWhen(draft.updatedAt))}</p>
          <div className="dash-card-actions">
            <Link className="button" to={draft.editPath}>
              {CONTINUE_EDITING}
            </Link>
            <button type="button" className="button button--quiet dash-card-delete" onClick={onFirstPress(() => onDelete(draft))}>
              Delete
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}, (a, b) => a.onDelete === b.onDelete && a.draft.id === b.draft.id && a.draft.updatedAt === b.draft.updatedAt);
