import { lazyScreen } from './lazy-screen';
import { afterScreenPainted } from '../state/screen-shown';
import { loadWhenOnline } from '../state/load-code';
import { CHANGE, REMOVE } from '../domain/messages';
import { safeUrl } from '../domain/safe-url';
import { ImageTileAsk } from './ImageTileAsk';
import type { ImageInputProps } from './ImageInput';
import './image-input.css';

/**
 * The picture field while its code is on its way: the same frame, picture and buttons, not yet
 * taking picks. ImageInput's code reads storage (the picture store, the outbox), which an editor's
 * first paint does not wait for (issue 38); it comes right after that paint.
 */
function ImageInputWaiting({ label, value }: ImageInputProps) {
  const shown = value ? safeUrl(value, 'image') : null;
  return (
    <div className="field image-input" aria-busy="true">
      <span className="image-input-label">{label}</span>
      <div className="image-input-body">
        <div className={`image-tile${value ? '' : ' image-tile--empty'}`}>
          {value ? (
            shown ? <img className="image-tile-picture" src={shown} alt={`${label} preview`} /> : null
          ) : (
            <ImageTileAsk />
          )}
        </div>
        {value ? (
          <div className="image-input-actions">
            <button type="button" className="button button--quiet" disabled>
              {CHANGE}
            </button>
            <button type="button" className="button button--quiet" disabled>
              {REMOVE}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * ImageInput, its code fetched once the screen has painted (ImageInputWaiting until then): by an
 * editor that shows a picture field, or, as soon as this module is here, by one whose picture
 * fields are folded away (the slot editor on a phone), so a tap on one opened later is not lost.
 */
export const ImageInputWhenReady = lazyScreen(
  () => afterScreenPainted().then(() => loadWhenOnline(() => import('./ImageInput'))).then((module) => ({ default: module.ImageInput })),
  ImageInputWaiting,
);
void ImageInputWhenReady.preload();
