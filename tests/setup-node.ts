// The local adapter's tests run on an in-memory IndexedDB, as the component tests do.
import 'fake-indexeddb/auto';
