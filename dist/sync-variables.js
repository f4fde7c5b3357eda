// The sync-variables action (sync-variables/action.yml): the bundle, with the operation fixed.
import './index.js';
