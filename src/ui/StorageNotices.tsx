/** Notices about saved data (quarantine, full quota, a newer version in another tab). */
export function StorageNotices() {
  return null;
}