// The purge-cache action (purge-cache/action.yml): the bundle, with the operation fixed.
import './index.js';
