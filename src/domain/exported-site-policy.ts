/**
 * The policy of a downloaded site (one HTML file, no script), written into the file as a meta tag
 * and sent as a header by the Brick server with a site's web address (issue 37). It may show
 * images, videos, styles and the two video players, and nothing can run in it, wherever it is
 * hosted. Pure, so the server's build compiles it too.
 */

/** The video players a slot page can embed. */
export const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * `imageOrigins`: where else the file's pictures may come from, beyond https: and data: (the
 * Brick server that hosts them, which on a laptop or a LAN is plain http://).
 */
export function exportedSitePolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'none'",
    ['img-src https: data:', ...imageOrigins].join(' '),
    'media-src https: data:',
    "style-src 'unsafe-inline'",
    // Its template fonts are written into the file itself.
    'font-src data:',
    `frame-src ${VIDEO_PLAYERS.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
