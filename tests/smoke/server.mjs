/**
 * The smoke's host for the production build: dist/ as a static host serves it (a path without an
 * extension is the app shell; /s is the share viewer), plus one thing of its own: every HTML page
 * gets, first in <head>, a classic script that records the page's uncaught errors and unhandled
 * rejections in sessionStorage, so the smoke reads them the same way in every engine (WebKit's
 * WebDriver has no log of them). The script is same-origin, so the CSP allows it, and is sent
 * with a long max-age, so the HTTP cache still has it when the server is stopped.
 *
 * `stop()` closes the port (and every open connection) as a host that has gone away would.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

export const PROBE_PATH = '/__smoke__/probe.js';
export const ERRORS_KEY = '__smoke_uncaught';
/** Where the probe keeps what a page asked and has no answer to: window[`${key}Text`]() and localStorage `${key}_left`. */
export const PENDING_KEY = '__smoke_pending';

const PROBE = `(function () {
  function add(text) {
    try {
      var list = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]');
      list.push(String(text).slice(0, 600) + ' (on ' + location.pathname + ' at ' + new Date().toISOString().slice(11, 23) + ')');
      sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(list));
    } catch (ignored) {}
  }
  window.addEventListener('error', function (event) {
    add('uncaught error: ' + (event.error && event.error.stack ? event.error.stack : event.message));
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    add('unhandled rejection: ' + (reason && reason.message ? reason.name + ': ' + reason.message + ' ' : '') + (reason && reason.stack ? reason.stack : String(reason)));
  });
  // What this page asked of IndexedDB and the Web Locks and has not had an answer to, for a failed
  // step to print (scenario.mjs): WebKitGTK sometimes leaves a page waiting on one of them.
  var pending = (window.${PENDING_KEY} = []);
  var since = function (entry) {
    return entry.what + ' since ' + new Date(entry.wall).toISOString().slice(11, 23) + ' (' + Math.round(performance.now() - entry.at) + ' ms)';
  };
  var track = function (what) {
    var entry = { what: what, at: performance.now(), wall: Date.now() };
    pending.push(entry);
    return function () { var i = pending.indexOf(entry); if (i >= 0) pending.splice(i, 1); };
  };
  window.${PENDING_KEY}Text = function () { return pending.map(since).join('; ') || 'nothing'; };
  window.${PENDING_KEY}Caller = function () { return ${process.env.SMOKE_STACKS ? 'true' : 'false'} ? ' from ' + String(new Error().stack).split('\\n').slice(1, 12).join(' < ') : ''; };
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') track('(not a request: the page was hidden)');
  });
  // What each page left unanswered when it was hidden (kept by the origin, for the next page to report).
  window.addEventListener('pagehide', function (event) {
    try {
      var left = JSON.parse(localStorage.getItem('${PENDING_KEY}_left') || '[]').slice(-4);
      left.push(new Date().toISOString().slice(11, 23) + ' ' + location.pathname + (event.persisted ? ' (kept for Back)' : '') +
        ' left: ' + window.${PENDING_KEY}Text());
      localStorage.setItem('${PENDING_KEY}_left', JSON.stringify(left));
    } catch (ignored) {}
  });
  try {
    var open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name) {
      var request = open.apply(this, arguments);
      var done = track('open of ' + name);
      request.addEventListener('success', done);
      request.addEventListener('error', done);
      request.addEventListener('blocked', function () { done(); track('open of ' + name + ' (blocked)'); });
      return request;
    };
    var transaction = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (stores, mode) {
      var tx = transaction.apply(this, arguments);
      var done = track(this.name + ' ' + (mode || 'readonly') + ' [' + [].concat(stores).join(',') + ']' + window.${PENDING_KEY}Caller());
      tx.addEventListener('complete', done);
      tx.addEventListener('abort', done);
      return tx;
    };
    var request = LockManager.prototype.request;
    LockManager.prototype.request = function (name) {
      var args = [].slice.call(arguments);
      var callback = args[args.length - 1];
      var waiting = track('lock ' + name + ' (waiting)');
      args[args.length - 1] = function (lock) {
        waiting();
        var held = track('lock ' + name + ' (held)');
        return Promise.resolve().then(function () { return callback(lock); }).finally(held);
      };
      var result = request.apply(this, args);
      result.catch(waiting);
      return result;
    };
  } catch (ignored) {}
})();
`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Which file answers `pathname`: the file itself, a folder's index.html, or the app shell. */
async function fileFor(root, pathname) {
  const path = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  if (extname(path)) return join(root, path);
  const folderIndex = join(root, path, 'index.html');
  return (await isFile(folderIndex)) ? folderIndex : join(root, 'index.html');
}

export async function serveBuild({ root = 'dist', port = 4183 } = {}) {
  const sockets = new Set();
  let server = null;

  const handle = async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=86400' });
      return res.end(PROBE);
    }
    const file = await fileFor(root, pathname);
    try {
      let body = await readFile(file);
      if (extname(file) === '.html') body = body.toString('utf8').replace('<head>', `<head><script src="${PROBE_PATH}"></script>`);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  };

  const start = () =>
    new Promise((resolve, reject) => {
      server = createServer((req, res) => void handle(req, res));
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  await start();
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The host goes away: the port is closed and open connections are cut. */
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server = null;
      }),
    start,
  };
}
