/** Opens storage before the first render. The storage core fills this in. */
export async function startStorage(): Promise<void> {}

/** Clears the current user (header "Log out"). */
export async function logOut(): Promise<void> {}