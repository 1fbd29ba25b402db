import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImageInput } from '../../../src/ui/ImageInput';
import { checkImageFile, sniffImageType } from '../../../src/outbox/image-file';
import { getItemByKey, outboxTable } from '../../../src/outbox/queue';
import { IMAGE_UPLOAD_FAILED, NOT_AN_IMAGE, WAITING_FOR_CONNECTION, uploadRetryingIn, uploadingPercent } from '../../../src/domain/messages';
import { useAppStatus } from '../../../src/state/app-status';
import { setUploadProgress } from '../../../src/state/outbox-status';
import { PNG_BYTES, PNG_DATA_URL, clock, db, useOutboxTestEnvironment } from './support';
import { FieldsEditor, type OnEdit } from '../../../src/ui/FieldsEditor';
import { ImageInputWhenReady } from '../../../src/ui/ImageInputWhenReady';
import { markScreenShown } from '../../../src/state/screen-shown';
import { completeImageUpload, enqueueImageUpload } from '../../../src/outbox/image-host';
import { editContent, editOne, readContent, type ContentRef } from '../../../src/storage/edits';
import type { Edit } from '../../../src/domain/edits';

useOutboxTestEnvironment();
afterEach(() => {
  cleanup();
  useAppStatus.setState({ online: true });
});

const pngFile = (name = 'cat.png', type = 'image/png') => new File([PNG_BYTES], name, { type });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } });

/** A screen that keeps the value in its record (drafts table), as editors do through their repository. */
function Editor({ withTarget = true, onChangeSpy }: { withTarget?: boolean; onChangeSpy?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageInput
      label="Logo"
      value={value}
      target={withTarget ? { table: 'drafts', key: 'business_form' } : undefined}
      onChange={async (next) => {
        onChangeSpy?.(next);
        await db.drafts.put({ key: 'business_form', value: { logo: next }, _updatedAt: 1 });
        setValue(next);
      }}
    />
  );
}

describe('checking files by content', () => {
  it('knows the four raster signatures and nothing else', () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
    expect(sniffImageType(PNG_BYTES)).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(ascii('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(ascii('RIFF\0\0\0\0WAVE'))).toBeNull();
  });

  it('refuses SVG and non-images whatever they are called; accepts a PNG with no declared type', async () => {
    expect(await checkImageFile(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }))).toBeNull();
    expect(await checkImageFile(new File([PNG_BYTES], 'a.svg', { type: 'image/svg+xml' }))).toBeNull();
    expect(await checkImageFile(new File(['hello'], 'a.txt', { type: 'text/plain' }))).toBeNull();
    expect(await checkImageFile(new File(['hello'], 'fake.png', { type: 'image/png' }))).toBeNull();
    expect(await checkImageFile(new File([PNG_BYTES], 'a.bin', { type: 'application/octet-stream' }))).toBeNull();
    expect(await checkImageFile(new File([PNG_BYTES], 'photo', { type: '' }))).toBe('image/png');
  });
});

describe('ImageInput', () => {
  it('has a visible label and an image-only file input', () => {
    render(<ImageInput label="Logo" onChange={() => {}} required />);
    const input = screen.getByLabelText<HTMLInputElement>('Logo');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.required).toBe(true);
  });

  it.each([
    ['an SVG', new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', { type: 'image/svg+xml' })],
    ['a text file', new File(['just text'], 'notes.txt', { type: 'text/plain' })],
    ['a text file called .png', new File(['just text'], 'notes.png', { type: 'image/png' })],
  ])('refuses %s with NOT_AN_IMAGE', async (_name, file) => {
    const onChange = vi.fn();
    render(<ImageInput label="Logo" onChange={onChange} target={{ table: 'drafts', key: 'x' }} />);
    pick(file);
    expect((await screen.findByRole('alert')).textContent).toContain(NOT_AN_IMAGE);
    expect(onChange).not.toHaveBeenCalled();
    expect(await db.images.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a PNG on the device and hands over its data URL; no upload without a target', async () => {
    const onChange = vi.fn();
    render(<ImageInput label="Logo" onChange={onChange} />);
    pick(pngFile());
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith(PNG_DATA_URL); // jsdom cannot decode: the original bytes
    const [image] = await db.images.toArray();
    expect(image).toMatchObject({ type: 'image/png' });
    expect(image.blob.size).toBe(PNG_BYTES.length);
    expect(await db.outbox.count()).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a file dropped on the tile or an image pasted is picked like a chosen one; pasted text is left alone', async () => {
    const onChange = vi.fn();
    const { container } = render(<ImageInput label="Logo" onChange={onChange} />);
    const field = container.querySelector('.image-input')!;
    fireEvent.paste(screen.getByLabelText('Logo'), { clipboardData: { files: [] } });
    fireEvent.drop(container.querySelector('.image-tile')!, { dataTransfer: { types: ['Files'], files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOT_AN_IMAGE));
    fireEvent.drop(field, { dataTransfer: { types: ['Files'], files: [pngFile('a.png'), pngFile('b.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1)); // one picture field: the first file
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.paste(screen.getByLabelText('Logo'), { clipboardData: { files: [pngFile('c.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange).toHaveBeenLastCalledWith(PNG_DATA_URL);
    expect(await db.images.count()).toBe(2);
  });

  it('queues the upload after the record holds the data URL, and shows the thumbnail at once', async () => {
    const order: string[] = [];
    render(<Editor onChangeSpy={() => order.push('onChange')} />);
    pick(pngFile('logo.png'));
    const row = await waitFor(async () => {
      const found = (await outboxTable().toArray())[0];
      expect(found).toBeDefined();
      return found;
    });
    expect(order).toEqual(['onChange']);
    expect(row).toMatchObject({
      kind: 'image',
      status: 'pending',
      payload: { localUrl: PNG_DATA_URL, fileName: 'logo.png' },
      target: { table: 'drafts', key: 'business_form' },
    });
    expect(row.idempotencyKey).toBe(`image:${(await db.images.toArray())[0].id}`);
    expect(await db.drafts.get('business_form')).toMatchObject({ value: { logo: PNG_DATA_URL } });
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe(PNG_DATA_URL);
  });

  it('shows waiting, uploading with progress, failure with Retry, and nothing once hosted', async () => {
    useAppStatus.setState({ online: false });
    const onChange = vi.fn();
    render(<Editor onChangeSpy={onChange} />);
    pick(pngFile());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting for a connection'));

    const row = (await outboxTable().toArray())[0];
    await act(async () => useAppStatus.setState({ online: true }));
    await act(async () => {
      await db.outbox.update(row.id, { status: 'sending' });
      setUploadProgress(row.id, 42);
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(uploadingPercent(42)));
    expect(screen.queryByRole('button', { name: 'Retry now Logo' })).toBeNull(); // nothing failed yet

    // Online, refused for now (5xx, 429): says so, with when it tries again and Retry now (issue 23).
    await act(async () => {
      await db.outbox.update(row.id, { status: 'pending', lastError: 'HTTP 503', lastStatus: 503, nextAttemptAt: Date.now() + 4_200 });
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(uploadRetryingIn(5)));
    expect(screen.getByRole('button', { name: 'Retry now Logo' })).toBeTruthy();
    expect(screen.queryByText(WAITING_FOR_CONNECTION)).toBeNull();

    // The next attempt being sent keeps Retry now in its place, disabled, so nothing under it moves;
    // refused again, it can be pressed again.
    const retryNow = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Retry now Logo' });
    await act(async () => {
      await db.outbox.update(row.id, { status: 'sending' });
      setUploadProgress(row.id, 10);
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(uploadingPercent(10)));
    expect(retryNow().disabled).toBe(true);
    await act(async () => {
      await db.outbox.update(row.id, { status: 'pending', nextAttemptAt: Date.now() + 8_200 });
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(uploadRetryingIn(9)));
    expect(retryNow().disabled).toBe(false);

    // Refused for good (4xx): "Image upload failed." with Try again and Remove.
    await act(async () => {
      await db.outbox.update(row.id, { status: 'failed', lastError: 'Upload preset not found' });
    });
    expect((await screen.findByRole('alert')).textContent).toBe(IMAGE_UPLOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Remove Logo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again Logo' }));
    await waitFor(async () => expect((await getItemByKey(row.idempotencyKey))?.status).toBe('pending'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    // The upload lands while the form still holds the data URL: the form is handed the hosted address.
    await act(async () => {
      await db.outbox.update(row.id, { status: 'done', hostedUrl: 'https://res.example.com/logo.png' });
    });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('https://res.example.com/logo.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe('https://res.example.com/logo.png'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(onChange).toHaveBeenCalledTimes(2); // the data URL, then the hosted address once
  });

  it('uses the failure message it is given', async () => {
    await db.images.put({ id: 'i', blob: new Blob([PNG_BYTES]), type: 'image/png', width: 1, height: 1 });
    const { enqueueImageUpload } = await import('../../../src/outbox/image-host');
    const row = await enqueueImageUpload({ imageId: 'i', localUrl: PNG_DATA_URL, fileName: 'a.png' }, { table: 'drafts', key: 'k' });
    await db.outbox.update(row.id, { status: 'failed' });
    render(<ImageInput label="Avatar" value={PNG_DATA_URL} onChange={() => {}} failureMessage="Could not upload the avatar." />);
    expect((await screen.findByRole('alert')).textContent).toContain('Could not upload the avatar.');
  });

  it('Remove hands over null', async () => {
    const onChange = vi.fn();
    render(<ImageInput label="Logo" value="https://res.example.com/x.png" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Logo' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });

  it('shows no unsafe address', () => {
    render(<ImageInput label="Logo" value="javascript:alert(1)" onChange={() => {}} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('a picture removed as its upload lands', () => {
  beforeAll(async () => {
    markScreenShown();
    await ImageInputWhenReady.preload();
  });

  it('the Remove stands: the form, not showing it yet, hands over the hosted address only for where the data URL still is', async () => {
    const ref: ContentRef = { table: 'drafts', key: 'business_form' };
    const stored = async () => (await readContent(ref))?.logo;
    await editContent(ref, [{ set: 'logo', value: PNG_DATA_URL }], { initial: () => ({}) });
    await db.images.put({ id: 'i', blob: new Blob([PNG_BYTES]), type: 'image/png', width: 1, height: 1 });
    const row = await enqueueImageUpload({ imageId: 'i', localUrl: PNG_DATA_URL, fileName: 'logo.png' }, ref);

    // The form shows the record as it was when the person pressed Remove: its live read of the
    // record has not come back since (a slow phone), so it still holds the data URL.
    const sent: Edit[] = [];
    const writes: Promise<unknown>[] = [];
    const onEdit: OnEdit = (edit) => {
      sent.push(edit);
      const written = editOne(ref, edit);
      writes.push(written);
      return written;
    };
    render(<FieldsEditor fields={[{ path: 'logo', label: 'Logo', kind: 'image' }]} value={{ logo: PNG_DATA_URL }} onEdit={onEdit} imageTarget={ref} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Logo' }));
    await waitFor(async () => expect(await stored()).toBe(''));

    // The upload lands: the record holds no data URL to swap; the form is handed the address.
    await act(() => completeImageUpload(row, 'https://res.example.com/logo.png', clock.time));
    await waitFor(() => expect(sent).toHaveLength(2));
    await Promise.all(writes);
    expect(await stored()).toBe('');
  });
});
