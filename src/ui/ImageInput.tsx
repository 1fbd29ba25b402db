import { useEffect, useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  CHANGE, IMAGE_UPLOAD_FAILED, NOT_AN_IMAGE, REMOVE, RETRY_NOW, TRY_AGAIN, WAITING_FOR_CONNECTION, uploadRetryingIn, uploadingPercent,
} from '../domain/messages';
import { uploadState } from '../domain/uploads';
import { safeUrl } from '../domain/safe-url';
import { ImageTileAsk } from './ImageTileAsk';
import { IMAGE_REFERENCE_PREFIX, isImageDataUrl, resolveImageReference, saveImage } from '../storage/images';
import { resizeImage } from '../storage/quota';
import { useAppStatus } from '../state/app-status';
import { useOutboxStatus } from '../state/outbox-status';
import { checkImageFile, toDataUrl } from '../outbox/image-file';
import { enqueueImageUpload, imageKey } from '../outbox/image-host';
import { getItemByKey, outboxTable, retryItem } from '../outbox/queue';
import type { ImageItem, OutboxTarget } from '../outbox/types';
import { countedPick } from '../state/image-picks';
import { onFirstPress } from './first-press';
import './image-input.css';

/** Long edge of a stored image, in pixels. */
export const MAX_IMAGE_EDGE = 1600;

export interface ImageInputProps {
  label: string;
  /** A data URL (not uploaded yet) or a hosted address. */
  value?: string | null;
  /**
   * Called with the new data URL (or null on Remove); the screen saves the record with it.
   * A returned promise is awaited before the upload is queued, so the record holds the data URL.
   * With `replaces`: `next` is the hosted address of the picture `replaces` is, to be stored only
   * where the field still holds that picture (`pictureSet`): a Remove the form does not show yet stands.
   */
  onChange(next: string | null, replaces?: string): unknown;
  /** Where the record lives, so the hosted address can replace the data URL when the upload lands. */
  target?: OutboxTarget;
  required?: boolean;
  id?: string;
  failureMessage?: string;
  /**
   * An "Add image" field: every picture picked is added, several in one pick. Otherwise the field holds one picture,
   * and of pictures picked back to back the last one picked stays.
   */
  addsEachPick?: boolean;
}

/** The outbox row uploading the image now in `value`, if any. */
function useUploadRow(value: string | null | undefined): ImageItem | undefined {
  return useLiveQuery(async () => {
    if (!value) return undefined;
    if (value.startsWith(IMAGE_REFERENCE_PREFIX)) {
      const row = await getItemByKey(imageKey(value.slice(IMAGE_REFERENCE_PREFIX.length)));
      return row?.kind === 'image' ? row : undefined;
    }
    if (!isImageDataUrl(value)) return undefined;
    const row = await outboxTable()
      .filter((item) => item.kind === 'image' && item.payload.localUrl === value)
      .first();
    return row as ImageItem | undefined;
  }, [value]);
}

/**
 * One image field for every editor: pick, check (raster images only, no SVG), shrink, keep the
 * blob on this device, show it at once, and queue the upload; the hosted address replaces the
 * data URL in the record when the upload lands.
 */
export function ImageInput({ label, value, onChange, target, required, id, failureMessage = IMAGE_UPLOAD_FAILED, addsEachPick = false }: ImageInputProps) {
  const autoId = useId();
  const inputId = id ?? `image-input-${autoId}`;
  const statusId = `${inputId}-status`;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dropping, setDropping] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const online = useAppStatus((s) => s.online);
  const row = useUploadRow(value);
  const progress = useOutboxStatus((s) => (row ? s.progress[row.id] : undefined));

  const onChangeRef = useRef(onChange);
  /** Picks made on this field: a pick still being read when a newer one was made is not kept. */
  const picks = useRef(0);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The upload landed while this form still holds the data URL (its record may not be saved yet,
  // so the swap in the record could not reach it): hand the form the hosted address too, for the
  // record only where it still holds the data URL. The form may lag its record: a Remove just
  // pressed, or another tab's picture, is stored and not shown yet.
  const hostedUrl = row?.status === 'done' ? row.hostedUrl : null;
  useEffect(() => {
    if (hostedUrl && row && value === row.payload.localUrl) void onChangeRef.current(hostedUrl, row.payload.localUrl);
  }, [hostedUrl, row, value]);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = ''; // choosing the same file again still counts as a change
    void pickAll(files);
  }

  /** Opens the system's picker (on a phone: camera or library); focus stays here, so paste works after. */
  function choose() {
    const input = fileInput.current;
    if (!input || input.disabled) return;
    input.focus();
    input.click();
  }

  /** Files dropped or pasted go the same way as a pick: each one of an "Add image" field, else the first. */
  function pickAll(files: readonly File[]) {
    // Counted as one, from the first file to the last queued upload: Share waits meanwhile.
    return countedPick(async () => {
      for (const file of addsEachPick ? files : files.slice(0, 1)) await pick(file);
    });
  }
  const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  }
  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
  }
  function handleDrop(event: DragEvent<HTMLDivElement>) {
    setDropping(false);
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (busy) return;
    void pickAll(Array.from(event.dataTransfer.files));
  }
  function handlePaste(event: ClipboardEvent<HTMLDivElement>) {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return; // text pasted into a field beside the tile stays text
    event.preventDefault();
    if (busy) return;
    void pickAll(files);
  }

  async function pick(file: File) {
    setProblem(null);
    const pick = ++picks.current;
    const type = await checkImageFile(file);
    if (!type) {
      setProblem(NOT_AN_IMAGE);
      return;
    }
    setBusy(true);
    try {
      const resized = await resizeImage(file, MAX_IMAGE_EDGE);
      // Keep the checked type (a picker may send none); a copy also makes it a plain Blob.
      const blob = new Blob([await resized.arrayBuffer()], { type: resized.type && resized.type !== file.type ? resized.type : type });
      const superseded = () => !addsEachPick && pick !== picks.current;
      if (superseded()) return; // the person chose another picture meanwhile: that one stays
      const imageId = await saveImage(blob);
      const dataUrl = await toDataUrl(blob, blob.type);
      if (superseded()) return;
      await onChange(dataUrl); // the record holds the data URL before the upload can replace it
      if (target) await enqueueImageUpload({ imageId, localUrl: dataUrl, fileName: file.name }, target);
    } catch (error) {
      console.error('Brick: could not keep the image', error);
      setProblem(failureMessage);
    } finally {
      setBusy(false);
    }
  }

  async function handleRemove() {
    setProblem(null);
    await onChange(null);
  }

  const now = useSecondTicks(row?.status === 'pending' && row.lastError !== null && online);
  const upload = row && value && !/^https?:/i.test(value) ? uploadState(row, online, now) : { kind: 'none' as const };
  const failed = upload.kind === 'failed';
  // Once an attempt failed, Retry now stays until the upload ends, disabled while the next attempt
  // is sent: a row that came and went at each attempt moved every field under it, under a finger.
  const retryShown = upload.kind === 'retrying' || (upload.kind === 'uploading' && row?.lastError != null);
  const status =
    upload.kind === 'waiting' ? WAITING_FOR_CONNECTION
      : upload.kind === 'uploading' ? uploadingPercent(progress ?? 0)
        : upload.kind === 'retrying' ? uploadRetryingIn(upload.seconds)
          : '';

  return (
    <div
      className={`field image-input${dropping ? ' image-input--dropping' : ''}`}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      onPaste={handlePaste}
    >
      <label htmlFor={inputId}>{label}</label>
      <div className="image-input-body">
        {/* The real control, kept for the system's sheet (camera or library) and screen readers; the tile shows it. */}
        <input
          ref={fileInput}
          id={inputId}
          className="image-input-file"
          type="file"
          accept="image/*"
          multiple={addsEachPick}
          data-adds={addsEachPick || undefined}
          required={required && !value}
          disabled={busy}
          aria-describedby={statusId}
          aria-invalid={problem ? true : undefined}
          onChange={handleFile}
        />
        {/* The tile is a larger target for the pointer; keyboards and screen readers use the input above. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
        <div className={`image-tile${value ? '' : ' image-tile--empty'}`} aria-busy={busy || undefined} onClick={choose}>
          {value ? (
            <ImageThumb src={value} alt={`${label} preview`} className="image-tile-picture" />
          ) : (
            <ImageTileAsk />
          )}
          {/* A caption over the picture, not a line under it: its coming and going moves nothing below. */}
          <p id={statusId} className="image-input-status" role="status">
            {status}
          </p>
        </div>
        {value ? (
          <div className="image-input-actions">
            <button type="button" className="button button--quiet" aria-label={`${CHANGE} ${label}`} disabled={busy} onClick={choose}>
              {CHANGE}
            </button>
            <button type="button" className="button button--quiet" aria-label={`${REMOVE} ${label}`} data-removes onClick={onFirstPress(handleRemove)}>
              {REMOVE}
            </button>
          </div>
        ) : null}
      </div>
      {retryShown && row ? (
        <div className="image-input-actions">
          <button type="button" className="button button--quiet" aria-label={`${RETRY_NOW} ${label}`} disabled={upload.kind !== 'retrying'} onClick={() => void retryItem(row.id)}>
            {RETRY_NOW}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {failed && row ? (
        <div className="image-input-failure">
          <p className="field-error" role="alert">
            {failureMessage}
          </p>
          {row.lastError ? <p className="field-hint image-input-reason">{row.lastError}</p> : null}
          <button type="button" className="button button--quiet" aria-label={`${TRY_AGAIN} ${label}`} onClick={() => void retryItem(row.id)}>
            {TRY_AGAIN}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The time now, renewed every second while `ticking` (a countdown on screen). */
function useSecondTicks(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return ticking ? now : Date.now();
}

/**
 * A small preview of an image value: a data URL, a hosted address, or a `brick-image:{id}`
 * reference (resolved from this device's image store). Anything else shows nothing.
 */
export function ImageThumb({ src, alt, className = 'image-thumb' }: { src: string; alt: string; className?: string }) {
  const [resolved, setResolved] = useState<string | null>(null);
  const isReference = src.startsWith(IMAGE_REFERENCE_PREFIX);
  useEffect(() => {
    if (!isReference) return;
    let live = true;
    resolveImageReference(src)
      .then((url) => live && setResolved(url || null))
      .catch(() => live && setResolved(null));
    return () => {
      live = false;
    };
  }, [src, isReference]);
  const shown = safeUrl(isReference ? resolved : src, 'image');
  if (!shown) return null;
  return <img className={className} src={shown} alt={alt} />;
}
