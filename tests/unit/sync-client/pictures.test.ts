// @vitest-environment node
/**
 * Issue 36: pictures travel on their own, named by their content hash; a site's document holds
 * only references, and the device gets its data URLs back.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PICTURE_REF, pictureRefsIn, rememberPicture, withDataUrls, withPictureRefs } from '../../../src/sync/client/pictures';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const bytesOf = (url: string) => Buffer.from(url.split(',')[1], 'base64');
const hashOf = (url: string) => createHash('sha256').update(bytesOf(url)).digest('hex');

describe('pictures at the edge of a document', () => {
  it('replaces every data URL picture by its sha256, once per picture, and keeps everything else', async () => {
    const record = { name: 'Ada', logo: PNG, gallery: [PNG, 'https://img.example/a.png'], nested: { avatar: PNG } };
    const { value, pictures } = await withPictureRefs(record);
    const ref = `${PICTURE_REF}${hashOf(PNG)}`;
    expect(value).toEqual({ name: 'Ada', logo: ref, gallery: [ref, 'https://img.example/a.png'], nested: { avatar: ref } });
    expect(JSON.stringify(value)).not.toContain('data:image');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toMatchObject({ hash: hashOf(PNG), type: 'image/png' });
    expect(Buffer.from(pictures[0].bytes).equals(bytesOf(PNG))).toBe(true);
    expect(pictureRefsIn(value)).toEqual([hashOf(PNG)]);
  });

  it('gives the device its data URLs back for pictures that arrived', () => {
    const other = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGBkACg4CAdCsVVcAAAAASUVORK5CYII=';
    const hash = hashOf(other);
    expect(withDataUrls({ image: `${PICTURE_REF}${hash}` })).toEqual({ image: `${PICTURE_REF}${hash}` });
    rememberPicture({ hash, type: 'image/png', bytes: new Uint8Array(bytesOf(other)) });
    expect(withDataUrls({ image: `${PICTURE_REF}${hash}`, list: [`${PICTURE_REF}${hash}`] })).toEqual({ image: other, list: [other] });
  });
});
