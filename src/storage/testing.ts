/** Test support: puts storage back to a blank first start. Not used by the app. */
import { resetDatabaseForTests } from './db';
import { clearChecksumsForTests } from './checksums';
import { resetQuarantineStateForTests } from './quarantine';
import { resetPersistenceRequestForTests } from './quota';
import { stopStorageForTests } from './boot';
import { initialStorageStatus, useStorageStatus } from '../state/storage-status';
import { useSession } from '../state/session';

export { resetDatabaseForTests };

export async function resetStorageForTests(): Promise<void> {
  stopStorageForTests();
  await resetDatabaseForTests();
  await clearChecksumsForTests();
  resetQuarantineStateForTests();
  resetPersistenceRequestForTests();
  localStorage.clear();
  useStorageStatus.setState({ ...initialStorageStatus });
  useSession.setState({ currentUser: null, adminEmail: null, ready: false });
}
