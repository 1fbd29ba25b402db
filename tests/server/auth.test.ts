// @vitest-environment node
// Who may read what: a space's documents open only with its secret (the first connection claims
// the space); a wrong, missing or malformed secret, a document of another space and a name Brick
// never makes are refused, and the refused connection reads nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { guardedDocumentStorage } from '../../server/src/storage/storage';
import { ACCOUNT_DOC_KEY, documentName } from '../../src/sync/names';
import { Cleanup, connectClient, contentOf, eventually, newSpace, siteDoc, TestServer, type Space } from './helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

/** A space claimed by a first device, which wrote a title into its site document. */
async function claimedSpace(server: TestServer): Promise<Space> {
  const space = newSpace();
  const owner = connectClient(cleanup, server, siteDoc(space), space.secret);
  owner.doc.getMap('fields').set('title', 'Private');
  await eventually(() => expect(owner.settled).toBe(true));
  return space;
}

/** Opens a document as a device would, expects the refusal, and that the device read nothing. */
async function expectRefused(server: TestServer, name: string, token: string | null, why: string): Promise<void> {
  const intruder = connectClient(cleanup, server, name, token);
  intruder.doc.getMap('fields').set('title', 'Overwritten');
  await eventually(() => expect(intruder.authenticationFailed).toBe('permission-denied'));
  expect(intruder.authenticated).toBe(false);
  expect(server.logged(`refused: document`).some((line) => line.includes(why))).toBe(true);
  // Still nothing a moment later (the server sent nothing of the document).
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(contentOf(intruder.doc).fields).toEqual({ title: 'Overwritten' });
  expect(intruder.provider.isSynced).toBe(false);
}

/** What the owner reads now: the intruder's edit never reached the server. */
async function ownerReads(server: TestServer, space: Space) {
  const reader = connectClient(cleanup, server, siteDoc(space), space.secret);
  await eventually(() => expect(reader.settled).toBe(true));
  return contentOf(reader.doc).fields;
}

describe('spaces and their secrets', () => {
  it('opens a space with the secret that claimed it, on any document of it', async () => {
    const server = await TestServer.start(cleanup);
    const space = await claimedSpace(server);
    expect(server.logged('claimed')).toHaveLength(1);
    expect(await ownerReads(server, space)).toEqual({ title: 'Private' });
    const account = connectClient(cleanup, server, documentName(space.spaceId, ACCOUNT_DOC_KEY), space.secret);
    await eventually(() => expect(account.settled).toBe(true));
    // The log names the space by a prefix of its id and never shows the secret.
    expect(server.lines.join('\n')).not.toContain(space.secret);
    expect(server.lines.join('\n')).not.toContain(space.spaceId);
  });

  it('refuses a wrong secret: the device reads nothing and writes nothing', async () => {
    const server = await TestServer.start(cleanup);
    const space = await claimedSpace(server);
    await expectRefused(server, siteDoc(space), newSpace().secret, 'wrong secret for this space');
    expect(await ownerReads(server, space)).toEqual({ title: 'Private' });
  });

  it('refuses a missing secret, and a malformed one', async () => {
    const server = await TestServer.start(cleanup);
    const space = await claimedSpace(server);
    await expectRefused(server, siteDoc(space), null, 'no space secret');
    await expectRefused(server, siteDoc(space), `${space.secret}!`, 'the space secret is malformed');
    expect(await ownerReads(server, space)).toEqual({ title: 'Private' });
  });

  it("refuses another space's document with this space's secret", async () => {
    const server = await TestServer.start(cleanup);
    const mine = await claimedSpace(server);
    const theirs = await claimedSpace(server);
    await expectRefused(server, siteDoc(theirs), mine.secret, 'wrong secret for this space');
    expect(await ownerReads(server, theirs)).toEqual({ title: 'Private' });
  });

  it('refuses a name Brick never makes', async () => {
    const server = await TestServer.start(cleanup);
    const space = await claimedSpace(server);
    await expectRefused(server, `${space.spaceId}/../${space.spaceId}/site:site-1`, space.secret, 'not a Brick document name');
    await expectRefused(server, 'site:site-1', space.secret, 'not a Brick document name');
  });

  it("the storage reads and writes a document only for a connection of that document's space", async () => {
    const lines: string[] = [];
    const rows = new Map<string, Uint8Array>();
    const storage = guardedDocumentStorage(
      { read: async (name) => rows.get(name) ?? null, write: async (name, state) => void rows.set(name, state) },
      1024,
      (line) => lines.push(line),
    );
    const [mine, theirs] = [newSpace(), newSpace()];
    type Fetch = Parameters<typeof storage.fetch>[0];
    type Store = Parameters<typeof storage.store>[0];
    const fetchAs = (name: string, spaceId?: string) => storage.fetch({ documentName: name, context: spaceId ? { spaceId } : {} } as Fetch);
    const storeAs = (name: string, spaceId: string) =>
      storage.store({ documentName: name, context: { spaceId }, state: Buffer.from([0, 0]) } as Store);

    await storeAs(siteDoc(mine), mine.spaceId);
    expect(await fetchAs(siteDoc(mine), mine.spaceId)).toEqual(Buffer.from([0, 0]));
    await expect(fetchAs(siteDoc(mine), theirs.spaceId)).rejects.toMatchObject({ reason: 'permission-denied' });
    await expect(fetchAs(siteDoc(mine))).rejects.toMatchObject({ reason: 'permission-denied' });
    await expect(storeAs(siteDoc(theirs), mine.spaceId)).rejects.toMatchObject({ reason: 'permission-denied' });
    expect(rows.has(siteDoc(theirs))).toBe(false);
    expect(lines.filter((line) => line.startsWith('refused: storage of'))).toHaveLength(3);
  });
});
