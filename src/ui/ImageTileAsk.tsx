import { IMAGE_TILE_POINTER, IMAGE_TILE_TOUCH } from '../domain/messages';

/** What an empty picture tile asks for (a camera and the words for touch or pointer). No storage code: the waiting field draws it too. */
export function ImageTileAsk() {
  return (
    <span className="image-tile-ask">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 7h3l2-3h6l2 3h3v12H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
      </svg>
      <span className="image-tile-touch">{IMAGE_TILE_TOUCH}</span>
      <span className="image-tile-pointer">{IMAGE_TILE_POINTER}</span>
    </span>
  );
}
