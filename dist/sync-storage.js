// The sync-storage action (sync-storage/action.yml): the bundle, with the operation fixed.
import './index.js';
