import { DRAFT_SAVED_LOCALLY } from '../../domain/messages';
import { notify, notifyError } from '../../state/notices';
import { BackArrowLink } from '../../ui/BackLinks';

/** "Back to Templates", the way back from both artist editors. */
export function BackToTemplates() {
  return (
    <BackArrowLink to="/templates">Back to Templates</BackArrowLink>
  );
}

/** Save Draft (then `saved`, by default 'Draft saved locally!') and Publish Site, as the builders offer them. */
export function EditorActions({ saveDraft, publish, saved = DRAFT_SAVED_LOCALLY }: { saveDraft(): Promise<unknown>; publish(): Promise<void>; saved?: string }) {
  return (
    <>
      <button
        type="button"
        className="button button--quiet"
        onClick={() =>
          void saveDraft()
            .then(() => notify(saved))
            .catch(() => notifyError('The draft could not be saved. Please try again.'))
        }
      >
        Save Draft
      </button>
      <button type="button" className="button" onClick={() => void publish()}>
        Publish Site
      </button>
    </>
  );
}
