import { createHash } from 'node:crypto';
import { PICTURES_PREFIX, sniffPictureType, UPLOAD_PATH, WEB_ADDRESS_MESSAGES } from '../../../src/sync/web-address.js';
import { spaceOfRequest, type SpaceRecords } from '../auth/spaces.js';
import type { Limits } from '../config.js';
import { spaceLabel, type Log } from '../log.js';
import type { PictureRecords } from '../storage/storage.js';
import { answerJson, answerPreflight, answerStored, BodyTooLarge, closeAfterAnswer, originOf, readBody, refuse } from './answers.js';
import { pathOf, type Route } from './routes.js';

/**
 * Pictures hosted by the Brick server (issue 37), in the image host's contract of spec.md section 7:
 * POST /api/pictures takes a multipart form with `file` and `upload_preset` and answers
 * `{ secure_url }`. Each picture is stored once, by the sha256 of its bytes, and served at
 * /pictures/{sha256} for a year (its address changes when its bytes do). Only a paired space may
 * upload; only raster pictures are taken (their type read from their first bytes: an SVG can
 * carry script), and none over the size limit.
 */

/** Room for the multipart form around the file (boundaries, field headers, upload_preset). */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const SHA256_PATH = /^\/pictures\/([0-9a-f]{64})$/;

function uploadPictures(pictures: PictureRecords, spaces: SpaceRecords, limits: Limits, log: Log): Route {
  return async (request, response) => {
    if (pathOf(request) !== UPLOAD_PATH) return false;
    if (request.method === 'OPTIONS') return answerPreflight(response, 'POST');
    if (request.method !== 'POST') return refuse(response, 405, 'Use POST to upload a picture.');
    const spaceId = await spaceOfRequest(spaces, request.headers.authorization);
    if (!spaceId) {
      log(`refused: picture upload from ${request.socket.remoteAddress ?? 'an unknown address'}: no paired space`);
      closeAfterAnswer(response);
      return refuse(response, 401, WEB_ADDRESS_MESSAGES.notPaired);
    }
    const tooLarge = () => {
      log(`refused: picture upload from space ${spaceLabel(spaceId)}: over the limit of ${limits.maxPictureBytes} bytes`);
      closeAfterAnswer(response);
      return refuse(response, 413, WEB_ADDRESS_MESSAGES.pictureTooLarge(limits.maxPictureBytes));
    };
    let body: Buffer;
    try {
      body = await readBody(request, limits.maxPictureBytes + FORM_OVERHEAD_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge();
      throw error;
    }
    const file = await fileOfForm(body, String(request.headers['content-type'] ?? ''));
    if (!file) return refuse(response, 400, 'Send the picture as multipart form data, in a field named "file".');
    if (file.byteLength > limits.maxPictureBytes) return tooLarge();
    const contentType = sniffPictureType(file);
    if (!contentType) {
      log(`refused: picture upload from space ${spaceLabel(spaceId)}: not a raster picture`);
      return refuse(response, 415, WEB_ADDRESS_MESSAGES.notAPicture);
    }
    const sha256 = createHash('sha256').update(file).digest('hex');
    await pictures.write(sha256, { bytes: file, contentType }, spaceId);
    const secureUrl = `${originOf(request)}${PICTURES_PREFIX}${sha256}`;
    return answerJson(response, 200, { secure_url: secureUrl, public_id: sha256, bytes: file.byteLength, format: contentType.slice('image/'.length) });
  };
}

/** The `file` field of a multipart form, parsed by Node's own fetch implementation; null when there is none. */
async function fileOfForm(body: Buffer, contentType: string): Promise<Uint8Array | null> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
    const file = form.get('file');
    return file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

function servePictures(pictures: PictureRecords): Route {
  return async (request, response) => {
    const path = pathOf(request);
    if (!path.startsWith(PICTURES_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const sha256 = SHA256_PATH.exec(path)?.[1];
    const picture = sha256 ? await pictures.read(sha256) : null;
    if (!sha256 || !picture) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('Not found.\n');
      return true;
    }
    return answerStored(request, response, `"${sha256}"`, {
      'Content-Type': picture.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      // An app on another origin, and a site's page, show it.
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }, picture.bytes);
  };
}

export function pictureRoutes(pictures: PictureRecords, spaces: SpaceRecords, limits: Limits, log: Log): Route[] {
  return [uploadPictures(pictures, spaces, limits, log), servePictures(pictures)];
}
