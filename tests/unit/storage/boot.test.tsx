import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useFreshStorage, db } from './support';
import { logOut, logOutAdmin, startStorage } from '../../../src/storage/boot';
import { BrickDatabase, DATABASE_NAME, SCHEMA_V2 } from '../../../src/storage/db';
import { createUser } from '../../../src/storage/users';
import { setAdminSession, setCurrentUser } from '../../../src/storage/sessions';
import { saveUserSite } from '../../../src/storage/sites';
import { editContent } from '../../../src/storage/edits';
import { flushMirror } from '../../../src/storage/mirror';
import { useSession } from '../../../src/state/session';
import { useStorageStatus } from '../../../src/state/storage-status';
import { StorageNotices } from '../../../src/ui/StorageNotices';
import { RequireAdmin, RequireUser } from '../../../src/ui/guards';
import {
  DISCARD_IT, DOWNLOAD_IT, QUARANTINE_NOTICE, QUOTA_NOTICE, RELOAD, UPDATED_IN_OTHER_TAB,
} from '../../../src/domain/messages';

useFreshStorage();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('sessions in the zustand store', () => {
  it('is not ready until storage has read the sessions', async () => {
    expect(useSession.getState().ready).toBe(false);
    await startStorage();
    await vi.waitFor(() => expect(useSession.getState().ready).toBe(true));
    expect(useSession.getState().currentUser).toBeNull();
  });

  it('follows log-in, plan changes and log-out', async () => {
    await startStorage();
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await setCurrentUser('ada@x.io');
    await vi.waitFor(() => expect(useSession.getState().currentUser).toMatchObject({ email: 'ada@x.io', plan: 'basic', sites: [] }));
    await db.users.where('email').equals('ada@x.io').modify({ plan: 'premium' });
    await vi.waitFor(() => expect(useSession.getState().currentUser?.plan).toBe('premium'));
    await logOut();
    expect(useSession.getState().currentUser).toBeNull();
    expect(await db.sessions.get('currentUser')).toBeUndefined();
  });

  it('does not read again when a site of the user is edited: screens read sites themselves', async () => {
    await startStorage();
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await saveUserSite('ada@x.io', { id: 's1', name: 'Fair', type: 'event' });
    await setCurrentUser('ada@x.io');
    await vi.waitFor(() => expect(useSession.getState().currentUser?.sites).toHaveLength(1));
    const seen: string[] = [];
    const stop = useSession.subscribe((state, before) => {
      if (state.currentUser !== before.currentUser) seen.push(state.currentUser?.plan ?? 'none');
    });
    // Keystrokes written to the site, then a plan change: the store hears only the plan. (A session
    // that read the site's record heard each keystroke, in every tab, before the plan.)
    for (const title of ['F', 'Fa', 'Fai']) await editContent({ table: 'sites', key: 's1', owner: 'ada@x.io' }, [{ set: 'title', value: title }]);
    await db.users.where('email').equals('ada@x.io').modify({ plan: 'premium' });
    await vi.waitFor(() => expect(useSession.getState().currentUser?.plan).toBe('premium'));
    stop();
    expect(seen).toEqual(['premium']);
  });

  it('follows the admin session, and logOutAdmin ends it', async () => {
    await startStorage();
    await setAdminSession('admin@brick.example');
    await vi.waitFor(() => expect(useSession.getState().adminEmail).toBe('admin@brick.example'));
    await flushMirror();
    expect(JSON.parse(localStorage.getItem('adminSession')!)).toEqual({ email: 'admin@brick.example' });
    await logOutAdmin();
    expect(useSession.getState().adminEmail).toBeNull();
    expect(await db.sessions.get('adminSession')).toBeUndefined();
    // Gone from localStorage too, without waiting for the mirror's next flush: a page left (or a
    // tab closed) right after the log-out must not find the admin still logged in.
    expect(localStorage.getItem('adminSession')).toBeNull();
  });

  it('sees changes made through another connection (as from another tab)', async () => {
    await startStorage();
    const otherTab = new BrickDatabase();
    try {
      await otherTab.sessions.put({ key: 'adminSession', value: { email: 'other@tab.io' }, _updatedAt: Date.now() });
      await vi.waitFor(() => expect(useSession.getState().adminEmail).toBe('other@tab.io'));
    } finally {
      otherTab.close();
    }
  });
});

describe('a newer version in another tab', () => {
  it('closes the database and asks for a reload', async () => {
    await startStorage();
    const newer = new Dexie(DATABASE_NAME);
    newer.version(3).stores({ ...SCHEMA_V2, extra: '&id' });
    try {
      await newer.open(); // succeeds only because this tab's connection closed on versionchange
      expect(useStorageStatus.getState().updatedInOtherTab).toBe(true);
      expect(db.isOpen()).toBe(false);

      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
      render(<StorageNotices />);
      expect(screen.getByRole('alert').textContent).toContain(UPDATED_IN_OTHER_TAB);
      fireEvent.click(screen.getByRole('button', { name: RELOAD }));
      expect(reload).toHaveBeenCalled();
    } finally {
      newer.close();
    }
  });
});

describe('StorageNotices', () => {
  it('renders nothing when all is well', () => {
    const { container } = render(<StorageNotices />);
    expect(container.innerHTML).toBe('');
  });

  it('offers quarantined data as a JSON download, and discards it', async () => {
    localStorage.setItem('users', '{broken');
    await startStorage();
    const createObjectURL = vi.fn((_: Blob) => 'blob:quarantine');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    render(<StorageNotices />);
    expect(screen.getByRole('alert').textContent).toContain(QUARANTINE_NOTICE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: DOWNLOAD_IT })));
    await vi.waitFor(() => expect(click).toHaveBeenCalled(), { timeout: 5000 });
    const blob = createObjectURL.mock.calls[0][0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    expect(JSON.parse(text).entries[0]).toMatchObject({ key: 'users', raw: '{broken', reason: 'Not valid JSON.' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: DISCARD_IT })));
    await vi.waitFor(() => expect(screen.queryByText(QUARANTINE_NOTICE)).toBeNull(), { timeout: 5000 });
    expect(localStorage.getItem('users')).toBe('[]'); // released: the mirror writes Dexie's data
  });

  it('shows the quota notice as a status', () => {
    useStorageStatus.setState({ quotaDegraded: true });
    render(<StorageNotices />);
    expect(screen.getByRole('status').textContent).toContain(QUOTA_NOTICE);
  });
});

describe('guards', () => {
  const app = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/billing" element={<RequireUser><p>billing page</p></RequireUser>} />
          <Route path="/admin-dashboard" element={<RequireAdmin><p>admin page</p></RequireAdmin>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/admin-login" element={<p>admin login page</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('wait while storage is not ready', () => {
    const { container } = app('/billing');
    expect(container.innerHTML).toBe('');
  });

  it('send a visitor to /login and a non-admin to /admin-login', () => {
    useSession.setState({ ready: true, currentUser: null, adminEmail: null });
    app('/billing');
    expect(screen.getByText('login page')).toBeTruthy();
    cleanup();
    app('/admin-dashboard');
    expect(screen.getByText('admin login page')).toBeTruthy();
    cleanup();
    // An admin session naming someone who is not one of the configured admins is not trusted.
    useSession.setState({ adminEmail: 'admin@x.io' });
    app('/admin-dashboard');
    expect(screen.getByText('admin login page')).toBeTruthy();
  });

  it('let a logged-in user and an admin through', () => {
    useSession.setState({ ready: true, currentUser: { email: 'a@b.c', plan: 'free', sites: [] }, adminEmail: 'admin@brick.app' });
    app('/billing');
    expect(screen.getByText('billing page')).toBeTruthy();
    cleanup();
    app('/admin-dashboard');
    expect(screen.getByText('admin page')).toBeTruthy();
  });
});
