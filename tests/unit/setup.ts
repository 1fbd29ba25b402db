// Every unit test gets a fresh in-memory IndexedDB, so Dexie runs for real without a browser.
import 'fake-indexeddb/auto';
