// The upsert-secret action (upsert-secret/action.yml): the bundle, with the operation fixed.
import './index.js';
