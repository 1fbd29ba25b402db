import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  ADD_A_DEVICE, BAD_SERVER_ADDRESS, CANT_REACH_SERVER, COPIED, COPY_LINK, PAIRING_LINK, PAIRING_LINK_HOW, RETRY, SERVER_ADDRESS,
  SYNCED, SYNCING, SYNC_NOT_STARTED, SYNC_OFF, TURN_OFF_SYNC, TURN_ON_SYNC, YOUR_DEVICES, offlineChangesWaiting,
} from '../../../src/domain/sync-messages';
import { useSession } from '../../../src/state/session';
import { setSyncState, type SyncStatus } from '../../../src/state/sync';
import { pairingLinkOfThisDevice, retrySync, turnOffSync, turnOnSync } from '../../../src/sync/controls';
import { YourDevices } from '../../../src/features/settings/YourDevices';

vi.mock('../../../src/sync/controls', () => ({
  turnOnSync: vi.fn(async () => undefined),
  turnOffSync: vi.fn(async () => undefined),
  retrySync: vi.fn(async () => undefined),
  pairingLinkOfThisDevice: vi.fn(async () => null),
  pairWithLink: vi.fn(async () => false),
}));

const LINK = `${window.location.origin}/pair#s=${'a'.repeat(32)}&k=${'b'.repeat(43)}&u=https%3A%2F%2Fsync.example.org`;

beforeEach(() => {
  useSession.setState({ currentUser: { email: 'rosa@example.org', plan: 'free', sites: [] }, ready: true });
  setSyncState({ status: { kind: 'off' }, serverUrl: null });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function showWith(status: SyncStatus, serverUrl: string | null = 'https://sync.example.org') {
  setSyncState({ status, serverUrl });
  render(<YourDevices />);
}

describe('Your devices, while sync is off', () => {
  it('says sync is off and offers the server address (this origin by default) and "Turn on sync"', () => {
    render(<YourDevices />);
    expect(screen.getByRole('heading', { name: YOUR_DEVICES })).toBeTruthy();
    expect(screen.getByText(SYNC_OFF)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(SERVER_ADDRESS, { exact: false }).value).toBe(window.location.origin);
    expect(screen.getByRole('button', { name: TURN_ON_SYNC })).toBeTruthy();
    expect(screen.queryByRole('button', { name: TURN_OFF_SYNC })).toBeNull();
  });

  it('"Turn on sync" turns it on with the typed address and the current user\'s e-mail', async () => {
    render(<YourDevices />);
    fireEvent.change(screen.getByLabelText(SERVER_ADDRESS, { exact: false }), { target: { value: ' https://sync.example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: TURN_ON_SYNC }));
    await act(async () => undefined);
    expect(turnOnSync).toHaveBeenCalledTimes(1);
    expect(turnOnSync).toHaveBeenCalledWith('rosa@example.org', 'https://sync.example.org');
    expect(screen.queryByText(BAD_SERVER_ADDRESS)).toBeNull();
  });

  it.each(['', 'sync.example.org', 'ftp://sync.example.org', 'https://rosa:secret@sync.example.org'])(
    'a bad address (%j) is refused at the field and turns nothing on',
    async (address) => {
      render(<YourDevices />);
      const input = screen.getByLabelText(SERVER_ADDRESS, { exact: false });
      fireEvent.change(input, { target: { value: address } });
      fireEvent.click(screen.getByRole('button', { name: TURN_ON_SYNC }));
      await act(async () => undefined);
      expect(screen.getByText(BAD_SERVER_ADDRESS)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
      expect(document.activeElement).toBe(input);
      expect(turnOnSync).not.toHaveBeenCalled();
    },
  );

  it('says so when sync could not be turned on', async () => {
    vi.mocked(turnOnSync).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<YourDevices />);
    fireEvent.click(screen.getByRole('button', { name: TURN_ON_SYNC }));
    expect((await screen.findByRole('alert')).textContent).toBe(SYNC_NOT_STARTED);
  });
});

describe('Your devices, while sync is on', () => {
  it.each<[SyncStatus, string]>([
    [{ kind: 'synced' }, SYNCED],
    [{ kind: 'syncing' }, SYNCING],
    [{ kind: 'offline', waiting: 3 }, 'Offline: 3 changes waiting'],
    [{ kind: 'offline', waiting: 1 }, offlineChangesWaiting(1)],
    [{ kind: 'unreachable' }, CANT_REACH_SERVER],
  ])('says where sync stands in words: %j', (status, words) => {
    showWith(status);
    expect(screen.getByRole('status').textContent).toBe(words);
    expect(screen.getByText('https://sync.example.org')).toBeTruthy();
    expect(screen.queryByLabelText(SERVER_ADDRESS, { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: TURN_OFF_SYNC })).toBeTruthy();
    expect(screen.getByRole('button', { name: ADD_A_DEVICE })).toBeTruthy();
  });

  it('follows the state as the engine changes it', () => {
    showWith({ kind: 'syncing' });
    act(() => setSyncState({ status: { kind: 'synced' } }));
    expect(screen.getByRole('status').textContent).toBe(SYNCED);
  });

  it('offers "Retry" only when the server cannot be reached, and it retries', () => {
    showWith({ kind: 'synced' });
    expect(screen.queryByRole('button', { name: RETRY })).toBeNull();
    act(() => setSyncState({ status: { kind: 'unreachable' } }));
    fireEvent.click(screen.getByRole('button', { name: RETRY }));
    expect(retrySync).toHaveBeenCalledTimes(1);
  });

  it('"Turn off sync" turns it off', async () => {
    showWith({ kind: 'synced' });
    fireEvent.click(screen.getByRole('button', { name: TURN_OFF_SYNC }));
    await act(async () => undefined);
    expect(turnOffSync).toHaveBeenCalledTimes(1);
    expect(turnOnSync).not.toHaveBeenCalled();
  });

  it('"Add a device" shows the pairing link, its QR code and how to use it, and copies it', async () => {
    vi.mocked(pairingLinkOfThisDevice).mockResolvedValue(LINK);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    showWith({ kind: 'synced' });
    expect(screen.queryByLabelText(PAIRING_LINK)).toBeNull();
    const add = screen.getByRole('button', { name: ADD_A_DEVICE });
    fireEvent.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    const field = await screen.findByLabelText<HTMLInputElement>(PAIRING_LINK);
    expect(pairingLinkOfThisDevice).toHaveBeenCalledWith(window.location.origin);
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(PAIRING_LINK_HOW)).toBeTruthy();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: COPY_LINK }));
    await act(async () => undefined);
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(COPIED);
  });
});
