import { embeddedFontFace, sameFace, type FontFaceSource } from './export-css';

/**
 * The template fonts a downloaded site uses, written into its CSS. Which faces a page uses is the
 * browser's own answer: the page is laid out once, out of sight, in a frame that may load every
 * template face, and the faces it asked for are the ones it needs (a weight the CSS asks for may
 * be served by a neighbouring face; only the browser's matching knows which). Their files are
 * then read from Brick's own origin, where the service worker keeps them, so this works offline.
 */

/** A page laid out at a phone's and a laptop's width; where a browser cannot say, nothing. */
async function facesAskedFor(html: string): Promise<Array<{ family: string; weight: string; style: string }>> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;left:-20000px;top:0;width:390px;height:800px;border:0;visibility:hidden;pointer-events:none';
  document.body.append(frame);
  try {
    const doc = frame.contentDocument;
    if (!doc || !('fonts' in doc)) return [];
    doc.open();
    doc.write(html);
    doc.close();
    for (const width of ['390px', '1280px']) {
      frame.style.width = width;
      doc.documentElement.getBoundingClientRect(); // lays the page out: the faces it needs start loading
      await doc.fonts.ready;
    }
    const asked: Array<{ family: string; weight: string; style: string }> = [];
    doc.fonts.forEach((face) => {
      if (face.status !== 'unloaded') asked.push({ family: face.family, weight: face.weight, style: face.style });
    });
    return asked;
  } finally {
    frame.remove();
  }
}

async function asDataUrl(url: string): Promise<string> {
  const response = await fetch(new URL(url, location.href));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const blob = new Blob([await response.arrayBuffer()], { type: 'font/woff2' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(`${url}: could not be read`));
    reader.readAsDataURL(blob);
  });
}

/**
 * The @font-face rules, files embedded, of the faces `html` uses among `faces`. `html` is the page
 * with `faces` declared by their addresses. A face that cannot be read is left out (the page then
 * shows the CSS's fallback font), so a download never fails for want of a font.
 */
export async function embeddedFonts(html: string, faces: FontFaceSource[]): Promise<string[]> {
  const asked = await facesAskedFor(html);
  const used = faces.filter((face) => asked.some((other) => sameFace(face, other)));
  const rules = await Promise.all(
    used.map((face) =>
      asDataUrl(face.url).then(
        (dataUrl) => embeddedFontFace(face, dataUrl),
        (error: unknown) => {
          console.warn('Brick: a template font could not be embedded in the download', face.family, error);
          return '';
        },
      ),
    ),
  );
  return rules.filter(Boolean);
}
