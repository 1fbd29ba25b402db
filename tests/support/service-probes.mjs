// The checks the tests' services (tests/support/{redis,postgres}.ts) and the bench's
// (bench/server-services.mjs) share: plain JavaScript, so plain Node (the bench) and the
// TypeScript tests load the same code. Types: service-probes.d.mts.
import { connect } from 'node:net';
import pg from 'pg';

/** Whether a Redis on the port of 127.0.0.1 answers PING (in the protocol's inline form). */
export function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      reply += data.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => {});
  });
}

/** Creates the database `name` through the cluster's `postgres` database at `adminUrl`. */
export async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}
